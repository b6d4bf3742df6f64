import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { collaborativeListComments, collaborativeListQuantities } from '../db/schema/listExtras.ts';
import { collaborativeListItems, collaborativeLists } from '../db/schema/lists.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { LIST_EXTRA_MESSAGES, type ListComment } from '../../shared/contracts/listExtras.ts';
import { fireListAlerts } from './listAlerts.ts';
import { memberList, visibleList } from './lists.ts';

const commentColumns = {
  comment: collaborativeListComments,
  displayName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

function commentOf(row: { comment: typeof collaborativeListComments.$inferSelect; displayName: string }): ListComment {
  return {
    id: row.comment.id,
    listId: row.comment.listId,
    sku: row.comment.sku,
    appUserId: row.comment.userId,
    displayName: row.displayName,
    text: row.comment.text,
    createdDate: row.comment.createdDate.toISOString(),
    updatedDate: row.comment.updatedDate.toISOString(),
  };
}

/** GET /api/v1/collaborativeTitleLists/{listId}/extras: every comment (oldest first) and quantity of the list's titles. */
export async function listExtras(db: Db | Tx, listId: number, userId: number | null) {
  await visibleList(db, listId, userId);
  const [comments, quantities] = await Promise.all([
    db
      .select(commentColumns)
      .from(collaborativeListComments)
      .innerJoin(users, eq(users.id, collaborativeListComments.userId))
      .where(eq(collaborativeListComments.listId, listId))
      .orderBy(asc(collaborativeListComments.createdDate), asc(collaborativeListComments.id)),
    db
      .select({
        sku: collaborativeListQuantities.sku,
        quantity: sql<number>`coalesce(sum(${collaborativeListQuantities.quantity}) filter (where ${collaborativeListQuantities.userId} = ${userId ?? -1}), 0)::int`,
        totalQuantity: sql<number>`sum(${collaborativeListQuantities.quantity})::int`,
      })
      .from(collaborativeListQuantities)
      .where(eq(collaborativeListQuantities.listId, listId))
      .groupBy(collaborativeListQuantities.sku),
  ]);
  return { comments: comments.map(commentOf), quantities };
}

/** A member of the list's community, and the title on the list (404 otherwise, naming sku). */
async function memberItem(tx: Tx, userId: number, listId: number, sku: string) {
  const list = await memberList(tx, listId, userId);
  const [item] = await tx
    .select({ sku: collaborativeListItems.sku })
    .from(collaborativeListItems)
    .where(and(eq(collaborativeListItems.listId, listId), eq(collaborativeListItems.sku, sku)));
  if (!item) throw fieldProblem('sku', LIST_EXTRA_MESSAGES.notOnList, 404);
  return list;
}

async function commentById(tx: Tx, id: number) {
  const [row] = await tx
    .select(commentColumns)
    .from(collaborativeListComments)
    .innerJoin(users, eq(users.id, collaborativeListComments.userId))
    .where(eq(collaborativeListComments.id, id));
  if (!row) throw httpProblem(404, LIST_EXTRA_MESSAGES.unknownComment);
  return row;
}

/** POST /api/v1/collaborativeTitleList/comments: a member's comment on a title of the list ('Comment added!'). */
export async function addListComment(tx: Tx, userId: number, body: { listId: number; sku: string; text: string }) {
  await memberItem(tx, userId, body.listId, body.sku);
  const [row] = await tx
    .insert(collaborativeListComments)
    .values({ listId: body.listId, sku: body.sku, userId, text: body.text })
    .returning({ id: collaborativeListComments.id });
  await fireListAlerts(tx, body.listId, body.sku, 'commented', userId);
  return { comment: commentOf(await commentById(tx, row!.id)), message: LIST_EXTRA_MESSAGES.commentAdded };
}

async function ownComment(tx: Tx, userId: number, id: number) {
  const row = await commentById(tx, id);
  await memberList(tx, row.comment.listId, userId);
  if (row.comment.userId !== userId) throw httpProblem(403, LIST_EXTRA_MESSAGES.notAuthor);
  return row;
}

/** PUT /api/v1/collaborativeTitleList/comments: the author's new text. */
export async function editListComment(tx: Tx, userId: number, body: { id: number; text: string }) {
  await ownComment(tx, userId, body.id);
  await tx.update(collaborativeListComments).set({ text: body.text, updatedDate: new Date() }).where(eq(collaborativeListComments.id, body.id));
  return { comment: commentOf(await commentById(tx, body.id)), message: LIST_EXTRA_MESSAGES.commentUpdated };
}

/** DELETE /api/v1/collaborativeTitleList/comments/{id}: its author removes it. */
export async function removeListComment(tx: Tx, userId: number, id: number) {
  await ownComment(tx, userId, id);
  await tx.delete(collaborativeListComments).where(eq(collaborativeListComments.id, id));
  return { comment: null, message: LIST_EXTRA_MESSAGES.commentRemoved };
}

const quantityKey = (listId: number, sku: string, userId: number) =>
  and(eq(collaborativeListQuantities.listId, listId), eq(collaborativeListQuantities.sku, sku), eq(collaborativeListQuantities.userId, userId));

async function quantityAnswer(tx: Tx, listId: number, sku: string, userId: number, message: string) {
  const [row] = await tx
    .select({
      quantity: sql<number>`coalesce(sum(${collaborativeListQuantities.quantity}) filter (where ${collaborativeListQuantities.userId} = ${userId}), 0)::int`,
      totalQuantity: sql<number>`coalesce(sum(${collaborativeListQuantities.quantity}), 0)::int`,
    })
    .from(collaborativeListQuantities)
    .where(and(eq(collaborativeListQuantities.listId, listId), eq(collaborativeListQuantities.sku, sku)));
  return { listId, sku, quantity: row?.quantity ?? 0, totalQuantity: row?.totalQuantity ?? 0, message };
}

/**
 * POST, PUT and DELETE /api/v1/collaborativeTitleList/quantities: a member's quantity of a title of the list: added
 * (409 when they have one), changed or removed (404 when they have none).
 */
export async function setQuantity(
  tx: Tx,
  userId: number,
  body: { listId: number; sku: string; quantity?: number },
  change: 'add' | 'edit' | 'remove',
) {
  await memberItem(tx, userId, body.listId, body.sku);
  const where = quantityKey(body.listId, body.sku, userId);
  if (change === 'add') {
    const added = await tx
      .insert(collaborativeListQuantities)
      .values({ listId: body.listId, sku: body.sku, userId, quantity: body.quantity! })
      .onConflictDoNothing()
      .returning({ sku: collaborativeListQuantities.sku });
    if (!added.length) throw httpProblem(409, LIST_EXTRA_MESSAGES.hasQuantity, [{ field: 'quantity', message: LIST_EXTRA_MESSAGES.hasQuantity }]);
    return quantityAnswer(tx, body.listId, body.sku, userId, LIST_EXTRA_MESSAGES.quantityAdded);
  }
  const changed =
    change === 'edit'
      ? await tx
          .update(collaborativeListQuantities)
          .set({ quantity: body.quantity!, updatedDate: new Date() })
          .where(where)
          .returning({ sku: collaborativeListQuantities.sku })
      : await tx.delete(collaborativeListQuantities).where(where).returning({ sku: collaborativeListQuantities.sku });
  if (!changed.length) throw httpProblem(404, LIST_EXTRA_MESSAGES.noQuantity);
  return quantityAnswer(
    tx,
    body.listId,
    body.sku,
    userId,
    change === 'edit' ? LIST_EXTRA_MESSAGES.quantityUpdated : LIST_EXTRA_MESSAGES.quantityRemoved,
  );
}

/** POST /api/v1/collaborativeTitleList/filing: the list's creator puts its titles in a new order (every title once). */
export async function fileList(tx: Tx, userId: number, body: { listId: number; skus: string[] }) {
  const list = await memberList(tx, body.listId, userId);
  if (list.appUserId !== userId) throw httpProblem(403, LIST_EXTRA_MESSAGES.notOwner);
  // One change of a list's titles at a time (as additions): the order is checked against what is there now.
  await tx.select({ id: collaborativeLists.id }).from(collaborativeLists).where(eq(collaborativeLists.id, body.listId)).for('update');
  const present = (
    await tx.select({ sku: collaborativeListItems.sku }).from(collaborativeListItems).where(eq(collaborativeListItems.listId, body.listId))
  ).map((r) => r.sku);
  const wanted = new Set(body.skus);
  if (wanted.size !== body.skus.length || wanted.size !== present.length || present.some((sku) => !wanted.has(sku)))
    throw fieldProblem('skus', LIST_EXTRA_MESSAGES.filingMismatch);
  const order = sql.join(
    body.skus.map((sku, i) => sql`(${sku}::text, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${collaborativeListItems} set sequence = o.seq from (values ${order}) as o(sku, seq) where ${collaborativeListItems.listId} = ${body.listId} and ${collaborativeListItems.sku} = o.sku`,
  );
  await tx
    .update(collaborativeLists)
    .set({ updatedDate: sql`now()` })
    .where(eq(collaborativeLists.id, body.listId));
  return { listId: body.listId, skus: body.skus };
}
