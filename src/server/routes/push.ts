import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/push.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { deleteSubscription, pushKindsOf, saveSubscription, setPushKind } from '../services/push/subscriptions.ts';

/**
 * Web push (issue 20), signed in only: the VAPID public key a device subscribes with, this device's subscription
 * (kept while the session lasts), and the kinds of notification pushed. The pushes themselves: services/push.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, endpoints.getVapidPublicKey, async () => ({ publicKey: (await app.push.vapidKeys()).publicKey }));

  serve(app, endpoints.putPushSubscription, async (request, reply) => {
    const { user } = requireUser(request);
    const token = request.sessionToken ?? '';
    return idempotent(request, reply, async (tx) => {
      await saveSubscription(tx, user.id, token, request.body);
      return { status: 200, body: { subscribed: true } };
    });
  });

  serve(app, endpoints.deletePushSubscription, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await deleteSubscription(tx, user.id, request.query.endpoint);
      return { status: 200, body: { subscribed: false } };
    });
  });

  serve(app, endpoints.getPushKinds, async (request) => pushKindsOf(db(), requireUser(request).user.id));

  serve(app, endpoints.setPushKind, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await setPushKind(tx, user.id, request.params.kind, request.body.enabled),
    }));
  });
};
