import * as z from 'zod/mini';
import { idParam } from './fields.ts';

/**
 * Notifications (seed 3 §3 Notification, §7 Notifications): what happened to the caller, who caused it, and the
 * lookups by id (usersById, userAvatarsByAppUserId, organizationsById). status '' is unread.
 */
export const NOTIFICATION_KINDS = ['reply', 'badge', 'listAlert', 'requestDecision', 'event', 'galley'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The statuses a PUT sets: unread is stored as '' (seed 3 §3). */
export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived'] as const;
/** The most notifications one answer lists (newest first). */
export const NOTIFICATIONS_MAX = 200;

export const NOTIFICATION_MESSAGES = { unknown: 'This notification could not be found.' } as const;

const avatarSchema = z.object({ displayName: z.string(), initials: z.string(), uri: z.string() });

export const notificationSchema = z.object({
  id: z.int(),
  kind: z.string(),
  text: z.string(),
  /** The ids of its subject: sku, listId, communityId, commentId, conversationType, conversationId, eventId, requestId. */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.string(),
  sourceAppUserId: z.nullable(z.int()),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.int(),
  usersById: z.record(z.string(), z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), orgID: z.int() })),
  userAvatarsByAppUserId: z.record(z.string(), avatarSchema),
  organizationsById: z.record(z.string(), z.object({ id: z.int(), name: z.string() })),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const notificationStatusParamsSchema = z.object({ id: idParam(), status: z.enum(NOTIFICATION_STATUSES) });

/** GET /api/v1/me/notifications/unreadCount (the header's badge). */
export const unreadCountSchema = z.object({ unreadCount: z.int() });
