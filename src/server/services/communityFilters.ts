import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { savedFilters } from '../db/schema/savedFilters.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { COMMUNITY_FILTERS_MAX, type CommunityFilter } from '../../shared/contracts/communityFilters.ts';
import { defaultFilterName } from '../../shared/domain/savedFilterName.ts';
import type { Refinement } from '../../shared/domain/titleFilters.ts';
import { requireOwned } from './communityWrites.ts';
import { toCommunityFilter } from './communityFilterRows.ts';
import { checkRefinements } from './filtersSql.ts';

export interface CommunityFilterWrite {
  viewId: number;
  name?: string | undefined;
  definition: Refinement[];
  groupId: number;
}

/**
 * PUT/POST /api/v1/affiliations/{id}/filters (owners only, else 403): viewId -1 or 0 saves a new lane of the
 * community ('My Filter #n' unless named), an existing lane of it is replaced (definition, and name when given);
 * another community's or a user's filter id answers 404. groupId must be the path's community (400 naming groupId).
 */
export async function saveCommunityFilter(tx: Tx, userId: number, communityId: number, body: CommunityFilterWrite): Promise<CommunityFilter> {
  if (body.groupId !== communityId) throw fieldProblem('groupId', `groupId must be the community of the path (${communityId})`);
  await requireOwned(tx, userId, communityId);
  checkRefinements(body.definition, 'definition');
  const refinements = body.definition.map(({ browseLaneType, code, isExclusion }) => ({ browseLaneType, code, isExclusion }));
  const name = body.name?.trim() || undefined;
  if (body.viewId > 0) {
    const [row] = await tx
      .update(savedFilters)
      .set({ refinements, ...(name ? { name } : {}), updatedAt: new Date() })
      .where(and(eq(savedFilters.id, body.viewId), eq(savedFilters.groupId, communityId), eq(savedFilters.type, 'group')))
      .returning();
    if (!row) throw fieldProblem('viewId', `no saved filter ${body.viewId} in community ${communityId}`, 404);
    return toCommunityFilter(row);
  }
  const existing = await tx.select({ name: savedFilters.name }).from(savedFilters).where(eq(savedFilters.groupId, communityId));
  if (existing.length >= COMMUNITY_FILTERS_MAX) throw httpProblem(409, `a community holds at most ${COMMUNITY_FILTERS_MAX} saved filters`);
  const [row] = await tx
    .insert(savedFilters)
    .values({ userId, type: 'group', groupId: communityId, name: name ?? defaultFilterName(existing.map((e) => e.name)), refinements })
    .returning();
  return toCommunityFilter(row!);
}
