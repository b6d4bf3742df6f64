import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { notifications } from '../db/schema/notifications.ts';
import { httpProblem } from '../plugins/problem.ts';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_MAX,
  type AppNotification,
  type NotificationKind,
  type Notifications,
} from '../../shared/contracts/notifications.ts';
import { initialsOf } from './avatars.ts';
import { pushAfterCommit } from './push/pushSender.ts';

type Row = typeof notifications.$inferSelect;

const answerOf = (row: Row): AppNotification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  details: row.details,
  status: row.status,
  sourceAppUserId: row.sourceUserId,
  createdDate: row.createdDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});

/** A user's name as notifications write it ('Ada Reader'). */
export async function displayNameOf(tx: Db | Tx, userId: number): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * Records one notification of `kind` for each of `userIds` (each once, never for the one who caused it), in the
 * transaction of its cause, so that both or neither are stored. Once that transaction committed, each is pushed to its
 * recipient's devices (services/push/pushSender.ts).
 */
export async function notify(
  tx: Tx,
  change: { userIds: Iterable<number>; sourceUserId: number; kind: NotificationKind; text: string; details: Record<string, string | number> },
): Promise<number> {
  const recipients = [...new Set(change.userIds)].filter((id) => id !== change.sourceUserId);
  if (!recipients.length) return 0;
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((userId) => ({ userId, sourceUserId: change.sourceUserId, kind: change.kind, text: change.text, details: change.details })),
    )
    .returning({ id: notifications.id });
  pushAfterCommit(
    tx,
    rows.map((r) => r.id),
  );
  return recipients.length;
}

/** GET /api/v1/me/notifications: the caller's notifications, newest first (archived ones left out), with the lookups. */
export async function notificationsOf(db: Db | Tx, userId: number): Promise<Notifications> {
  const mine = and(eq(notifications.userId, userId), ne(notifications.status, 'archived'));
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdDate), desc(notifications.id)).limit(NOTIFICATIONS_MAX),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.status, ''))),
  ]);
  const answer: Notifications = {
    notifications: rows.map(answerOf),
    unreadCount: unread?.n ?? 0,
    usersById: {},
    userAvatarsByAppUserId: {},
    organizationsById: {},
  };
  const sources = [...new Set(rows.flatMap((r) => (r.sourceUserId === null ? [] : [r.sourceUserId])))];
  if (!sources.length) return answer;
  const people = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(inArray(users.id, sources));
  for (const { user, organization } of people) {
    const key = String(user.id);
    answer.usersById[key] = { id: user.id, firstName: user.firstName, lastName: user.lastName, orgID: organization?.id ?? 0 };
    answer.userAvatarsByAppUserId[key] = {
      displayName: `${user.firstName} ${user.lastName}`.trim(),
      initials: initialsOf(user.firstName, user.lastName),
      uri: user.avatarUri,
    };
    if (organization) answer.organizationsById[String(organization.id)] = { id: organization.id, name: organization.name };
  }
  return answer;
}

/** PUT /api/v1/me/notifications/{id}/status/{status}: the caller marks their own notification (404 for anyone else's). */
export async function setNotificationStatus(tx: Tx, userId: number, id: number, status: 'unread' | 'read' | 'archived'): Promise<AppNotification> {
  const [row] = await tx
    .update(notifications)
    .set({ status: status === 'unread' ? '' : status, updatedDate: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw httpProblem(404, NOTIFICATION_MESSAGES.unknown);
  return answerOf(row);
}
