import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships, affiliations, groupValidationItems } from '../db/schema/communities.ts';
import { users } from '../db/schema/identity.ts';
import { collaborativeListItems, collaborativeLists, collaborativeListVotes } from '../db/schema/lists.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { CollaborativeList, ListItem, ListItems, ListItemsQuery } from '../../shared/contracts/lists.ts';
import { canAddToList, canRemoveFromList, netVotes, voteState } from '../../shared/domain/listVotes.ts';
import { titlePage } from './filters.ts';
import { titleExtras } from './titlesAccess.ts';
import { filteredTitles } from './titlesAnswer.ts';

/** The outer community id of correlated subqueries, table-qualified (a single-table select leaves columns unqualified). */
const AFFILIATION_ID = sql.raw('"affiliations"."id"');

/**
 * Who sees a collaborative list: members of its community, and, for an open community (anyone may join), every
 * caller including anonymous visitors (seed 1 lets them open a list). Archived lists and lists of deleted
 * communities are gone for everyone. Only members change anything.
 */
export const isOpenSql = sql<boolean>`exists (select 1 from ${groupValidationItems} g where g.affiliation_id = ${AFFILIATION_ID} and g.type = 'group')`;

export function isMemberSql(userId: number | null) {
  return sql<boolean>`exists (select 1 from ${affiliationMemberships} m where m.affiliation_id = ${AFFILIATION_ID} and m.user_id = ${userId ?? -1})`;
}

const listColumns = (userId: number | null) => ({
  list: collaborativeLists,
  communityName: affiliations.name,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  isMember: isMemberSql(userId),
  isOpen: isOpenSql,
  itemCount: sql<number>`(select count(*)::int from ${collaborativeListItems} i where i.list_id = ${sql.raw('"collaborative_lists"."id"')})`,
});

type ListRow = {
  list: typeof collaborativeLists.$inferSelect;
  communityName: string;
  ownerFirst: string;
  ownerLast: string;
  isMember: boolean;
  isOpen: boolean;
  itemCount: number;
};

function listAnswer(row: ListRow, userId: number | null): CollaborativeList {
  const { list } = row;
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    communityId: list.affiliationId,
    communityName: row.communityName,
    allowAddTitleGroup: list.allowAddTitleGroup,
    appUserId: list.ownerUserId,
    ownerName: `${row.ownerFirst} ${row.ownerLast}`.trim(),
    sort: list.sort,
    itemCount: row.itemCount,
    createdDate: list.createdDate.toISOString(),
    updatedDate: list.updatedDate.toISOString(),
    isOwner: userId !== null && list.ownerUserId === userId,
    isMember: row.isMember,
    canAdd: canAddToList(list, userId, row.isMember),
  };
}

function listQuery(db: Db | Tx, userId: number | null) {
  return db
    .select(listColumns(userId))
    .from(collaborativeLists)
    .innerJoin(affiliations, eq(affiliations.id, collaborativeLists.affiliationId))
    .innerJoin(users, eq(users.id, collaborativeLists.ownerUserId))
    .$dynamic();
}

const live = and(eq(collaborativeLists.archived, false), ne(affiliations.status, 'deleted'));

/** A list the caller may see (404 otherwise, the same answer as for no list at all). */
export async function visibleList(db: Db | Tx, listId: number, userId: number | null): Promise<CollaborativeList> {
  const [row] = await listQuery(db, userId).where(and(eq(collaborativeLists.id, listId), live));
  if (!row || !(row.isMember || row.isOpen)) throw httpProblem(404, `no collaborative list ${listId}`);
  return listAnswer(row, userId);
}

/**
 * What a member's change of a list needs (its creator, whether the caller may add): 404 when they cannot see the
 * list (as visibleList), 403 when not a member. Without the list's answer (item count, names): one light statement.
 */
export async function memberList(db: Db | Tx, listId: number, userId: number): Promise<{ appUserId: number; canAdd: boolean }> {
  const [row] = await db
    .select({
      ownerUserId: collaborativeLists.ownerUserId,
      allowAddTitleGroup: collaborativeLists.allowAddTitleGroup,
      isMember: isMemberSql(userId),
      isOpen: isOpenSql,
    })
    .from(collaborativeLists)
    .innerJoin(affiliations, eq(affiliations.id, collaborativeLists.affiliationId))
    .innerJoin(users, eq(users.id, collaborativeLists.ownerUserId))
    .where(and(eq(collaborativeLists.id, listId), live));
  if (!row || !(row.isMember || row.isOpen)) throw httpProblem(404, `no collaborative list ${listId}`);
  if (!row.isMember) throw httpProblem(403, 'Only members of this community can change its lists.');
  return { appUserId: row.ownerUserId, canAdd: canAddToList(row, userId, row.isMember) };
}

/**
 * GET /api/v1/collaborativeTitleLists/{communityId}: the lists of a community the caller may see (404 for an unknown
 * community or one they may not see), or with 0 the lists of all the caller's communities; newest first.
 */
export async function listsOf(db: Db | Tx, communityId: number, userId: number | null): Promise<CollaborativeList[]> {
  if (communityId === 0) {
    if (userId === null) throw httpProblem(401, 'Please log in to see the lists of your communities.');
    const rows = await listQuery(db, userId)
      .where(and(live, isMemberSql(userId)))
      .orderBy(asc(affiliations.name), sql`${collaborativeLists.id} desc`);
    return rows.map((r) => listAnswer(r, userId));
  }
  const [community] = await db
    .select({ isMember: isMemberSql(userId), isOpen: isOpenSql })
    .from(affiliations)
    .where(and(eq(affiliations.id, communityId), ne(affiliations.status, 'deleted')));
  if (!community || !(community.isMember || community.isOpen)) throw httpProblem(404, `no community ${communityId}`);
  const rows = await listQuery(db, userId)
    .where(and(live, eq(collaborativeLists.affiliationId, communityId)))
    .orderBy(sql`${collaborativeLists.id} desc`);
  return rows.map((r) => listAnswer(r, userId));
}

/** GET /api/v1/collaborativeTitleLists/titles/{sku}: the lists holding the title that the caller sees as a member. */
export async function listsWithTitle(db: Db | Tx, sku: string, userId: number): Promise<CollaborativeList[]> {
  const holding = db.select({ id: collaborativeListItems.listId }).from(collaborativeListItems).where(eq(collaborativeListItems.sku, sku));
  const rows = await listQuery(db, userId)
    .where(and(live, isMemberSql(userId), inArray(collaborativeLists.id, holding)))
    .orderBy(asc(collaborativeLists.name));
  return rows.map((r) => listAnswer(r, userId));
}

/** The votes and the caller's vote of items of a list. */
export async function itemVotes(db: Db | Tx, listId: number, skus: string[], userId: number | null) {
  const rows = skus.length
    ? await db
        .select({
          sku: collaborativeListVotes.sku,
          ups: sql<number>`count(*) filter (where ${collaborativeListVotes.value} = 1)::int`,
          downs: sql<number>`count(*) filter (where ${collaborativeListVotes.value} = -1)::int`,
          mine: sql<number | null>`max(case when ${collaborativeListVotes.userId} = ${userId ?? -1} then ${collaborativeListVotes.value} end)`,
        })
        .from(collaborativeListVotes)
        .where(and(eq(collaborativeListVotes.listId, listId), inArray(collaborativeListVotes.sku, skus)))
        .groupBy(collaborativeListVotes.sku)
    : [];
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  return (sku: string) => {
    const r = bySku.get(sku);
    const upVotes = r?.ups ?? 0;
    const downVotes = r?.downs ?? 0;
    return {
      upVotes,
      downVotes,
      netVotes: netVotes(upVotes, downVotes),
      state: voteState(r?.mine === null || r?.mine === undefined ? null : Number(r.mine)),
    };
  };
}

/**
 * GET /api/v1/collaborativeTitleLists/{communityId}/{listId}/items/: a page of the list's titles (net votes,
 * descending, by default; the filtered-titles query) with their items; communityId, unless 0, must be the list's.
 */
export async function listItems(db: Db | Tx, communityId: number, listId: number, query: ListItemsQuery, userId: number | null): Promise<ListItems> {
  const list = await visibleList(db, listId, userId);
  if (communityId !== 0 && communityId !== list.communityId) throw httpProblem(404, `no collaborative list ${listId} in community ${communityId}`);
  const page = await titlePage(db, { view: 'collaborativeList', refinements: [], listId }, query, userId);
  const skus = page.rows.map((r) => r.sku);
  const answer = filteredTitles(page, await titleExtras(db, userId, skus), query, userId !== null);
  const stored = skus.length
    ? await db
        .select()
        .from(collaborativeListItems)
        .where(and(eq(collaborativeListItems.listId, listId), inArray(collaborativeListItems.sku, skus)))
    : [];
  const bySku = new Map(stored.map((i) => [i.sku, i]));
  const votes = await itemVotes(db, listId, skus, userId);
  const items: ListItem[] = skus.flatMap((sku) => {
    const item = bySku.get(sku);
    if (!item) return [];
    return [
      {
        sku,
        sequence: item.sequence,
        createdDate: item.createdDate.toISOString(),
        addedByAppUserId: item.addedByUserId,
        ...votes(sku),
        canRemove: list.isMember && canRemoveFromList(list.appUserId, item.addedByUserId, userId),
      },
    ];
  });
  return { ...answer, items, ...(query.include?.includes('list') ? { list } : {}) };
}
