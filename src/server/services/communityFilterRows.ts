import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { savedFilters } from '../db/schema/savedFilters.ts';
import { COMMUNITY_FILTER_LANE_TYPE, type CommunityFilter } from '../../shared/contracts/communityFilters.ts';

type Row = typeof savedFilters.$inferSelect;

export function toCommunityFilter(row: Row): CommunityFilter {
  return {
    viewId: row.id,
    name: row.name,
    browseLaneType: COMMUNITY_FILTER_LANE_TYPE,
    definition: JSON.stringify(row.refinements),
    groupId: row.groupId!,
  };
}

/** The saved filter lanes of a community (group-type filters), oldest first. */
export async function communityFilters(db: Db | Tx, communityId: number): Promise<CommunityFilter[]> {
  const rows = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.groupId, communityId), eq(savedFilters.type, 'group')))
    .orderBy(asc(savedFilters.id));
  return rows.map(toCommunityFilter);
}
