import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationCircles, affiliationMemberships, affiliationOwners, affiliations, groupValidationItems } from '../db/schema/communities.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { httpProblem } from '../plugins/problem.ts';
import { COMMUNITY_MESSAGES, type CommunitiesAnswer } from '../../shared/contracts/communities.ts';
import type { CommunitySummary } from '../../shared/contracts/communityFilters.ts';
import { initialsOf } from './avatars.ts';
import { communityFilters } from './communityFilterRows.ts';

type Row = typeof affiliations.$inferSelect;

/** Which communities an answer lists. */
export type CommunityScope =
  /** Signed in (GET /api/v1/affiliations/me): every active community, and the caller's own whatever their status (not deleted). */
  | { kind: 'visible' }
  /** GET /api/v1/affiliations/genres: the active genre communities. */
  | { kind: 'genres' }
  /** GET /api/v1/me/communities/joined: the caller's communities (not deleted). */
  | { kind: 'joined' }
  /** One community and its circles (summary, and the answer of a change). */
  | { kind: 'one'; id: number };

const notDeleted = ne(affiliations.status, 'deleted');

/** A live (not deleted) community, or 404 with seed 1's text. */
export async function requireCommunity(db: Db | Tx, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(affiliations)
    .where(and(eq(affiliations.id, id), notDeleted));
  if (!row) throw httpProblem(404, COMMUNITY_MESSAGES.unknown);
  return row;
}

async function rowsOf(db: Db | Tx, userId: number, scope: CommunityScope): Promise<Row[]> {
  const memberOf = sql`exists (select 1 from ${affiliationMemberships} m where m.affiliation_id = ${affiliations.id} and m.user_id = ${userId})`;
  let where: SQL | undefined;
  switch (scope.kind) {
    case 'visible':
      where = and(notDeleted, or(eq(affiliations.status, 'active'), memberOf));
      break;
    case 'genres':
      where = and(eq(affiliations.isGenreCommunity, true), eq(affiliations.status, 'active'));
      break;
    case 'joined':
      where = and(notDeleted, memberOf);
      break;
    case 'one':
      where = and(
        notDeleted,
        or(
          eq(affiliations.id, scope.id),
          sql`${affiliations.id} in (select c.child_group_id from ${affiliationCircles} c where c.parent_group_id = ${scope.id})`,
        ),
      );
      break;
  }
  const rows = await db.select().from(affiliations).where(where).orderBy(asc(affiliations.name), asc(affiliations.id));
  // The asked-for community first, its circles after it.
  return scope.kind === 'one' ? [...rows.filter((r) => r.id === scope.id), ...rows.filter((r) => r.id !== scope.id)] : rows;
}

/**
 * The answer of seed 1 §3 for the communities of `scope`, as `userId` sees them (0: anonymous, a member of none):
 * each community with its owners (avatar, organization), validation item types (never a code), refinements and
 * circle parent; the lookups by id beside them. Sorted by the caller's most recent view, then by name.
 */
export async function communitiesAnswer(db: Db | Tx, userId: number, scope: CommunityScope): Promise<CommunitiesAnswer> {
  const rows = await rowsOf(db, userId, scope);
  const answer: CommunitiesAnswer = {
    affiliations: [],
    lastViewedByAffiliationId: {},
    browseRefinements: [],
    userAvatarsByAppUserId: {},
    usersById: {},
    organizationsById: {},
    groupValidationItems: [],
    affiliationCircles: [],
  };
  if (!rows.length) return answer;
  const ids = rows.map((r) => r.id);
  const [owners, memberships, counts, items, circles] = await Promise.all([
    db
      .select({ affiliationId: affiliationOwners.affiliationId, user: users, organization: organizations })
      .from(affiliationOwners)
      .innerJoin(users, eq(users.id, affiliationOwners.userId))
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(inArray(affiliationOwners.affiliationId, ids))
      .orderBy(asc(affiliationOwners.userId)),
    userId
      ? db
          .select({ affiliationId: affiliationMemberships.affiliationId, lastViewedDate: affiliationMemberships.lastViewedDate })
          .from(affiliationMemberships)
          .where(and(eq(affiliationMemberships.userId, userId), inArray(affiliationMemberships.affiliationId, ids)))
      : Promise.resolve([]),
    db
      .select({ affiliationId: affiliationMemberships.affiliationId, n: count() })
      .from(affiliationMemberships)
      .where(inArray(affiliationMemberships.affiliationId, ids))
      .groupBy(affiliationMemberships.affiliationId),
    db
      .select({ affiliationId: groupValidationItems.affiliationId, type: groupValidationItems.type })
      .from(groupValidationItems)
      .where(inArray(groupValidationItems.affiliationId, ids))
      .orderBy(asc(groupValidationItems.id)),
    db
      .select()
      .from(affiliationCircles)
      .where(or(inArray(affiliationCircles.childGroupId, ids), inArray(affiliationCircles.parentGroupId, ids))),
  ]);
  const viewed = new Map(memberships.map((m) => [m.affiliationId, m.lastViewedDate]));
  const memberCount = new Map(counts.map((c) => [c.affiliationId, c.n]));
  const ownerOf = (o: (typeof owners)[number]) => ({
    appUserId: o.user.id,
    userAvatar: {
      initials: initialsOf(o.user.firstName, o.user.lastName),
      uri: o.user.avatarUri,
      displayName: `${o.user.firstName} ${o.user.lastName}`.trim(),
    },
    organization: o.organization ? { id: o.organization.id, name: o.organization.name, country: o.organization.country } : null,
  });
  for (const o of owners) {
    const owner = ownerOf(o);
    answer.userAvatarsByAppUserId[String(o.user.id)] = owner.userAvatar;
    answer.usersById[String(o.user.id)] = { id: o.user.id, firstName: o.user.firstName, lastName: o.user.lastName, orgID: o.organization?.id ?? 0 };
    if (owner.organization) answer.organizationsById[String(owner.organization.id)] = owner.organization;
  }
  const time = (id: number) => viewed.get(id)?.getTime() ?? -Infinity;
  const sorted = scope.kind === 'one' ? rows : [...rows].sort((a, b) => time(b.id) - time(a.id));
  for (const r of sorted) {
    const lastViewedDate = viewed.get(r.id)?.toISOString() ?? null;
    const rowItems = items.filter((i) => i.affiliationId === r.id);
    answer.affiliations.push({
      id: r.id,
      name: r.name,
      type: r.type,
      member: viewed.has(r.id),
      ownerIds: owners.filter((o) => o.affiliationId === r.id).map((o) => o.user.id),
      viewId: r.viewId,
      isGenreCommunity: r.isGenreCommunity,
      logoUri: r.logoUri,
      status: r.status,
      lastViewedDate,
      description: r.description,
      groupValidationItems: rowItems,
      browseRefinements: r.browseRefinements,
      owners: owners.filter((o) => o.affiliationId === r.id).map(ownerOf),
      parentGroupId: circles.find((c) => c.childGroupId === r.id)?.parentGroupId ?? null,
      memberCount: memberCount.get(r.id) ?? 0,
    });
    if (viewed.has(r.id)) answer.lastViewedByAffiliationId[String(r.id)] = lastViewedDate;
    answer.browseRefinements.push(...r.browseRefinements);
    answer.groupValidationItems.push(...rowItems);
  }
  answer.affiliationCircles = circles.map((c) => ({ childGroupId: c.childGroupId, parentGroupId: c.parentGroupId }));
  return answer;
}

/**
 * GET /api/v1/affiliations/{id}/summary: the community and its circles, and its saved filter lanes; a member's visit is their most recent view
 * (lastViewedDate, which sorts their communities), written in its own transaction before the answer is read.
 */
export async function communitySummary(db: Db, userId: number, id: number): Promise<CommunitySummary> {
  await requireCommunity(db, id);
  if (userId) {
    await db
      .update(affiliationMemberships)
      .set({ lastViewedDate: new Date() })
      .where(and(eq(affiliationMemberships.affiliationId, id), eq(affiliationMemberships.userId, userId)));
  }
  const [answer, savedFilters] = await Promise.all([communitiesAnswer(db, userId, { kind: 'one', id }), communityFilters(db, id)]);
  return { ...answer, savedFilters };
}
