import { route } from '../endpoint.ts';

/** Notifications (seed 3 §7): the routes of contracts/notifications.ts (zod-free, see endpoint.ts). */
export const getNotifications = route('GET', '/api/v1/me/notifications');
/** The header's badge: the unread count alone (cheap, polled). */
export const getUnreadCount = route('GET', '/api/v1/me/notifications/unreadCount');
export const setNotificationStatus = route('PUT', '/api/v1/me/notifications/:id/status/:status');
