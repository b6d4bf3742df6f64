import { endpoint } from '../endpoint.ts';
import { notificationSchema, notificationsSchema, notificationStatusParamsSchema, unreadCountSchema } from '../notifications.ts';
import * as routes from '../routes/notifications.ts';

/** The endpoints of notifications (routes in routes/notifications.ts). */
export const getNotifications = endpoint(routes.getNotifications, { response: notificationsSchema });
export const setNotificationStatus = endpoint(routes.setNotificationStatus, { params: notificationStatusParamsSchema, response: notificationSchema });
export const getUnreadCount = endpoint(routes.getUnreadCount, { response: unreadCountSchema });
