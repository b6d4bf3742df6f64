import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { users } from '../db/schema/identity.ts';
import { collaborativeListAlerts, collaborativeListComments } from '../db/schema/listExtras.ts';
import { collaborativeListItems, collaborativeLists, collaborativeListVotes } from '../db/schema/lists.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { LIST_EXTRA_MESSAGES, type ListAlert } from '../../shared/contracts/listExtras.ts';
import { alertFires, offersTouched, type ListAlertCandidate, type ListAlertType } from '../../shared/domain/listAlerts.ts';
import { memberList } from './lists.ts';
import { notify } from './notifications.ts';

const alertOf = (row: typeof collaborativeListAlerts.$inferSelect): ListAlert => ({
  id: row.id,
  listId: row.listId,
  alertType: row.alertType,
  alertMethod: row.alertMethod,
  alertCandidate: row.alertCandidate,
});

function checkCandidate(type: ListAlertType, candidate: ListAlertCandidate): void {
  if (candidate === 'touched' && !offersTouched(type)) throw fieldProblem('alertCandidate', LIST_EXTRA_MESSAGES.touchedNotOffered);
}

/** GET /api/v1/collaborativeTitleLists/alerts (every list) and .../alerts/{listId}: the caller's alerts. */
export async function alertsOf(db: Db | Tx, userId: number, listId?: number): Promise<ListAlert[]> {
  if (listId !== undefined) await memberList(db, listId, userId);
  const rows = await db
    .select()
    .from(collaborativeListAlerts)
    .where(and(eq(collaborativeListAlerts.userId, userId), listId === undefined ? undefined : eq(collaborativeListAlerts.listId, listId)))
    .orderBy(asc(collaborativeListAlerts.listId), asc(collaborativeListAlerts.id));
  return rows.map(alertOf);
}

/** POST /api/v1/collaborativeTitleLists/alerts: a member's alert (toggle on); one per kind and list (409 for a second). */
export async function addAlert(
  tx: Tx,
  userId: number,
  body: { listId: number; alertType: ListAlertType; alertMethod: ListAlert['alertMethod']; alertCandidate: ListAlertCandidate },
) {
  await memberList(tx, body.listId, userId);
  checkCandidate(body.alertType, body.alertCandidate);
  const [row] = await tx
    .insert(collaborativeListAlerts)
    .values({ ...body, userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw httpProblem(409, LIST_EXTRA_MESSAGES.alertExists, [{ field: 'alertType', message: LIST_EXTRA_MESSAGES.alertExists }]);
  return { alert: alertOf(row), message: LIST_EXTRA_MESSAGES.alertAdded };
}

async function ownAlert(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(collaborativeListAlerts)
    .where(and(eq(collaborativeListAlerts.id, id), eq(collaborativeListAlerts.userId, userId)));
  if (!row) throw httpProblem(404, LIST_EXTRA_MESSAGES.unknownAlert);
  return row;
}

/** PUT /api/v1/collaborativeTitleLists/alerts/{id}: a new method or candidate. */
export async function editAlert(
  tx: Tx,
  userId: number,
  id: number,
  body: { alertMethod: ListAlert['alertMethod']; alertCandidate: ListAlertCandidate },
) {
  const row = await ownAlert(tx, userId, id);
  checkCandidate(row.alertType, body.alertCandidate);
  const [updated] = await tx.update(collaborativeListAlerts).set(body).where(eq(collaborativeListAlerts.id, id)).returning();
  return { alert: alertOf(updated!), message: LIST_EXTRA_MESSAGES.alertUpdated };
}

/** DELETE /api/v1/collaborativeTitleLists/alerts/{id} (toggle off). */
export async function removeAlert(tx: Tx, userId: number, id: number) {
  await ownAlert(tx, userId, id);
  await tx.delete(collaborativeListAlerts).where(eq(collaborativeListAlerts.id, id));
  return { alert: null, message: LIST_EXTRA_MESSAGES.alertRemoved };
}

const EVENT_TEXT: Record<ListAlertType, string> = {
  addOrRemoved: '{actor} changed the titles of {list}: {title}',
  voted: '{actor} voted on {title} in {list}',
  commented: '{actor} commented on {title} in {list}',
};

/**
 * Records a notification for each member whose alert of `type` on the list fires for `actorId`'s action on the
 * title (seed 3 §4; shared/domain/listAlerts.ts): in the action's transaction, so both or neither are stored.
 */
export async function fireListAlerts(tx: Tx, listId: number, sku: string, type: ListAlertType, actorId: number): Promise<number> {
  // Table-qualified: a single-table select leaves its columns unqualified, and the subqueries have user_id columns too.
  const watcher = sql.raw('"collaborative_list_alerts"."user_id"');
  const touched = sql<boolean>`(
    exists (select 1 from ${collaborativeListItems} i where i.list_id = ${listId} and i.sku = ${sku} and i.added_by_user_id = ${watcher})
    or exists (select 1 from ${collaborativeListVotes} v where v.list_id = ${listId} and v.sku = ${sku} and v.user_id = ${watcher})
    or exists (select 1 from ${collaborativeListComments} c where c.list_id = ${listId} and c.sku = ${sku} and c.user_id = ${watcher}))`;
  const alerts = await tx
    .select({ alert: collaborativeListAlerts, touched })
    .from(collaborativeListAlerts)
    .where(and(eq(collaborativeListAlerts.listId, listId), eq(collaborativeListAlerts.alertType, type)));
  const firing = alerts.filter((a) => alertFires(a.alert, actorId, a.touched));
  if (!firing.length) return 0;
  const [names] = await tx
    .select({
      list: collaborativeLists.name,
      actor: sql<string>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${actorId})`,
      title: sql<string>`coalesce((select p.name from ${products} p where p.sku = ${sku}), ${sku})`,
    })
    .from(collaborativeLists)
    .where(eq(collaborativeLists.id, listId));
  const text = EVENT_TEXT[type]
    .replace('{actor}', names?.actor ?? '')
    .replace('{list}', names?.list ?? '')
    .replace('{title}', names?.title ?? sku);
  // One notification per alert method: each records its method, for the emailed summaries and push.
  for (const method of new Set(firing.map((a) => a.alert.alertMethod))) {
    await notify(tx, {
      userIds: firing.filter((a) => a.alert.alertMethod === method).map((a) => a.alert.userId),
      sourceUserId: actorId,
      kind: 'listAlert',
      text,
      details: { listId, sku, alertType: type, alertMethod: method },
    });
  }
  return firing.length;
}
