import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { organizations, preferences, users } from '../db/schema/identity.ts';
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
  change: { userIds: Iterable<number>; sourceUserId: number | null; kind: NotificationKind; text: string; details: Record<string, string | number> },
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

/** The months after which a user's notifications are archived (communityApp preference), or null (never). */
async function monthsToAutoArchive(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), eq(preferences.type, 'communityApp'), eq(preferences.name, 'monthsToAutoArchiveNotifications')));
  const months = Number(row?.value ?? '');
  return Number.isInteger(months) && months > 0 && months <= 1200 ? months : null;
}

/** Archives a user's notifications older than their monthsToAutoArchiveNotifications preference (none without it). */
export async function autoArchive(db: Db | Tx, userId: number, now = new Date()): Promise<number> {
  const months = await monthsToAutoArchive(db, userId);
  if (months === null) return 0;
  const before = new Date(now.getTime());
  before.setUTCMonth(before.getUTCMonth() - months);
  const archived = await db
    .update(notifications)
    .set({ status: 'archived', updatedDate: now })
    .where(and(eq(notifications.userId, userId), ne(notifications.status, 'archived'), lt(notifications.createdDate, before)))
    .returning({ id: notifications.id });
  return archived.length;
}

/**
 * GET /api/v1/me/notifications: the caller's notifications, newest first (archived ones left out), with the lookups;
 * those older than the caller's monthsToAutoArchiveNotifications are archived first.
 */
export async function notificationsOf(db: Db | Tx, userId: number, now = new Date()): Promise<Notifications> {
  await autoArchive(db, userId, now);
  const mine = and(eq(notifications.userId, userId), ne(notifications.status, 'archived'));
  const [rows, unread] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdDate), desc(notifications.id)).limit(NOTIFICATIONS_MAX),
    unreadCountOf(db, userId),
  ]);
  const answer: Notifications = {
    notifications: rows.map(answerOf),
    unreadCount: unread,
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

/** GET /api/v1/me/notifications/unreadCount: how many of the caller's notifications are unread. */
export async function unreadCountOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, '')));
  return row?.n ?? 0;
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
