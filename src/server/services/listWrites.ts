import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { affiliationMemberships, affiliations } from '../db/schema/communities.ts';
import { collaborativeListItems, collaborativeLists, collaborativeListVotes } from '../db/schema/lists.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import {
  ALREADY_ON_LIST,
  type AddItemsResult,
  type CollaborativeList,
  type CreateListBody,
  type UpdateListBody,
  type VoteResult,
} from '../../shared/contracts/lists.ts';
import { canRemoveFromList, nextVoteState, voteState, voteValue, type ListVote } from '../../shared/domain/listVotes.ts';
import { fireListAlerts } from './listAlerts.ts';
import { itemVotes, memberList, visibleList } from './lists.ts';

/** POST /api/v1/collaborativeTitleList: a new list in a community of the caller (404 unknown, 403 not a member). */
export async function createList(tx: Tx, userId: number, body: CreateListBody): Promise<CollaborativeList> {
  const [community] = await tx
    .select({ id: affiliations.id, member: affiliationMemberships.userId })
    .from(affiliations)
    .leftJoin(affiliationMemberships, and(eq(affiliationMemberships.affiliationId, affiliations.id), eq(affiliationMemberships.userId, userId)))
    .where(and(eq(affiliations.id, body.communityId), ne(affiliations.status, 'deleted')));
  if (!community) throw fieldProblem('communityId', `no community ${body.communityId}`, 404);
  if (community.member === null) throw fieldProblem('communityId', 'Only members of this community can make lists in it.', 403);
  const [row] = await tx
    .insert(collaborativeLists)
    .values({
      affiliationId: body.communityId,
      ownerUserId: userId,
      name: body.name,
      description: body.description,
      allowAddTitleGroup: body.allowAddTitleGroup,
      sort: body.sort,
    })
    .returning({ id: collaborativeLists.id });
  return visibleList(tx, row!.id, userId);
}

/** A list only its creator may change: 404 when the caller cannot see it, 403 when it is someone else's. */
async function ownList(tx: Tx, listId: number, userId: number): Promise<CollaborativeList> {
  const list = await visibleList(tx, listId, userId);
  if (!list.isOwner) throw httpProblem(403, 'Only the creator of this list can change it.');
  await tx.execute(sql`select 1 from ${collaborativeLists} where ${collaborativeLists.id} = ${listId} for update`);
  return list;
}

/** PUT /api/v1/collaborativeTitleList: the creator renames it, edits its description, who may add and its sort. */
export async function updateList(tx: Tx, userId: number, body: UpdateListBody): Promise<CollaborativeList> {
  await ownList(tx, body.id, userId);
  await tx
    .update(collaborativeLists)
    .set({ name: body.name, description: body.description, allowAddTitleGroup: body.allowAddTitleGroup, sort: body.sort, updatedDate: sql`now()` })
    .where(eq(collaborativeLists.id, body.id));
  return visibleList(tx, body.id, userId);
}

/** DELETE /api/v1/collaborativeTitleLists/{listId}: the creator archives it (it is no longer shown). */
export async function archiveList(tx: Tx, userId: number, listId: number) {
  const list = await ownList(tx, listId, userId);
  await tx
    .update(collaborativeLists)
    .set({ archived: true, updatedDate: sql`now()` })
    .where(eq(collaborativeLists.id, listId));
  return { id: listId, name: list.name, archived: true as const };
}

/**
 * POST /api/v1/collaborativeTitleLists/{listId}/items/add: adds the titles not yet on the list at its end; those
 * already there are answered with the seed's text. Members only, and only when the list allows all or they made it.
 */
export async function addItems(tx: Tx, userId: number, listId: number, body: Array<{ listId: number; sku: string }>): Promise<AddItemsResult> {
  const list = await memberList(tx, listId, userId);
  if (!list.canAdd) throw httpProblem(403, 'Only the creator of this list can add titles to it.');
  body.forEach((item, i) => {
    if (item.listId !== listId) throw fieldProblem(`body[${i}].listId`, `listId must be ${listId}, the list of the path`);
  });
  const skus = [...new Set(body.map((item) => item.sku))];
  // One change of a list's titles at a time (sequences stay unique); the check of the skus rides along.
  const [locked] = await tx
    .select({
      known: skus.length
        ? sql<string[] | null>`(select json_agg(${products.sku}) from ${products} where ${inArray(products.sku, skus)})`
        : sql<string[] | null>`null`,
    })
    .from(collaborativeLists)
    .where(eq(collaborativeLists.id, listId))
    .for('update');
  const known = new Set(locked?.known ?? []);
  const unknown = body.findIndex((item) => !known.has(item.sku));
  if (unknown >= 0) throw fieldProblem(`body[${unknown}].sku`, `no title ${body[unknown]!.sku}`);
  // After the lock, in a statement of its own (it sees every change committed before it): the titles already on
  // the list and its last sequence.
  const [state] = await tx
    .select({
      present: sql<string[] | null>`(select json_agg(${collaborativeListItems.sku}) from ${collaborativeListItems}
        where ${and(eq(collaborativeListItems.listId, listId), inArray(collaborativeListItems.sku, skus.length ? skus : ['']))})`,
      max: sql<number | null>`(select max(${collaborativeListItems.sequence}) from ${collaborativeListItems}
        where ${eq(collaborativeListItems.listId, listId)})`,
    })
    .from(sql`(select 1) as one`);
  const present = new Set(state?.present ?? []);
  const added = skus.filter((sku) => !present.has(sku));
  const alreadyOnList = skus.filter((sku) => present.has(sku));
  if (added.length) {
    const start = (state?.max === null || state?.max === undefined ? -1 : Number(state.max)) + 1;
    await tx.insert(collaborativeListItems).values(added.map((sku, i) => ({ listId, sku, sequence: start + i, addedByUserId: userId })));
    await tx
      .update(collaborativeLists)
      .set({ updatedDate: sql`now()` })
      .where(eq(collaborativeLists.id, listId));
    for (const sku of added) await fireListAlerts(tx, listId, sku, 'addOrRemoved', userId);
  }
  return { listId, added, alreadyOnList, message: alreadyOnList.length ? ALREADY_ON_LIST : null };
}

async function storedItem(tx: Tx, listId: number, sku: string) {
  const [item] = await tx
    .select()
    .from(collaborativeListItems)
    .where(and(eq(collaborativeListItems.listId, listId), eq(collaborativeListItems.sku, sku)));
  if (!item) throw httpProblem(404, `title ${sku} is not on list ${listId}`);
  return item;
}

/** DELETE /api/v1/collaborativeTitleLists/{listId}/items/{sku}: the list's creator or the title's adder takes it off (votes go too). */
export async function removeItem(tx: Tx, userId: number, listId: number, sku: string) {
  const list = await memberList(tx, listId, userId);
  const item = await storedItem(tx, listId, sku);
  if (!canRemoveFromList(list.appUserId, item.addedByUserId, userId)) {
    throw httpProblem(403, 'Only the creator of this list or whoever added this title can remove it.');
  }
  await fireListAlerts(tx, listId, sku, 'addOrRemoved', userId);
  await tx.delete(collaborativeListItems).where(and(eq(collaborativeListItems.listId, listId), eq(collaborativeListItems.sku, sku)));
  return { listId, sku };
}

/** POST /api/v1/votes: a member's up or down vote on a list item; the same vote again takes it back. */
export async function castVote(tx: Tx, userId: number, body: { listId: number; sku: string; vote: ListVote }): Promise<VoteResult> {
  await memberList(tx, body.listId, userId);
  // The item (404 when the title is not on the list) with the caller's vote on it, in one statement.
  const [item] = await tx
    .select({
      mine: sql<number | null>`(select v.value from ${collaborativeListVotes} v
        where v.list_id = ${body.listId} and v.sku = ${body.sku} and v.user_id = ${userId})`,
    })
    .from(collaborativeListItems)
    .where(and(eq(collaborativeListItems.listId, body.listId), eq(collaborativeListItems.sku, body.sku)));
  if (!item) throw httpProblem(404, `title ${body.sku} is not on list ${body.listId}`);
  const where = and(
    eq(collaborativeListVotes.listId, body.listId),
    eq(collaborativeListVotes.sku, body.sku),
    eq(collaborativeListVotes.userId, userId),
  );
  const next = nextVoteState(voteState(item.mine === null ? null : Number(item.mine)), body.vote);
  if (next === 'notSet') await tx.delete(collaborativeListVotes).where(where);
  else {
    await tx
      .insert(collaborativeListVotes)
      .values({ listId: body.listId, sku: body.sku, userId, value: voteValue(next) })
      .onConflictDoUpdate({
        target: [collaborativeListVotes.listId, collaborativeListVotes.sku, collaborativeListVotes.userId],
        set: { value: voteValue(next), votedDate: sql`now()` },
      });
  }
  await fireListAlerts(tx, body.listId, body.sku, 'voted', userId);
  const counts = (await itemVotes(tx, body.listId, [body.sku], userId))(body.sku);
  return { listId: body.listId, sku: body.sku, ...counts };
}
