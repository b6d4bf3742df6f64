import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/notifications.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { notificationsOf, setNotificationStatus, unreadCountOf } from '../services/notifications.ts';

/** Notifications (seed 3 §7): the caller's, and marking one read, unread or archived (signed in only). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  serve(app, endpoints.getNotifications, async (request) => notificationsOf(app.config.database.db, requireUser(request).user.id));
  serve(app, endpoints.getUnreadCount, async (request) => ({
    unreadCount: await unreadCountOf(app.config.database.db, requireUser(request).user.id),
  }));
  serve(app, endpoints.setNotificationStatus, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await setNotificationStatus(tx, user.id, request.params.id, request.params.status),
    }));
  });
};
