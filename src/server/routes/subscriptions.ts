import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/subscriptions.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { setSubscription, subscriptionOf, subscriptionSecret, tokenSubscription, userOfToken } from '../services/subscriptions.ts';

/**
 * Notification subscriptions (seed 3 §7): the caller's summary frequency (signed in), and the mailed link's
 * (`GET {token}`, `POST {token}/{frequency}`: no sign-in, a signed expiring token; its page is subscriptionPage.ts).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const now = () => app.config.now?.() ?? new Date();
  // The links' key is made (or read) at start-up, not by the first request that needs it; the server does not wait
  // for it to listen (that request waits for the same read).
  app.addHook('onReady', async () => {
    subscriptionSecret(db(), app.config.subscriptionSecret).catch((err: unknown) => app.log.error({ err }, 'the subscription key could not be read'));
  });
  const userOf = async (token: string) => userOfToken(await subscriptionSecret(db(), app.config.subscriptionSecret), token, now());

  serve(app, endpoints.getSubscription, async (request) => ({ frequency: await subscriptionOf(db(), requireUser(request).user.id) }));
  serve(app, endpoints.setSubscription, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: { frequency: await setSubscription(tx, user.id, request.params.frequency, now()) },
    }));
  });

  serve(app, endpoints.getTokenSubscription, async (request) => tokenSubscription(db(), await userOf(request.params.token)));
  serve(app, endpoints.setTokenSubscription, async (request) => {
    const userId = await userOf(request.params.token);
    return db().transaction(async (tx) => {
      const answer = await tokenSubscription(tx, userId);
      await setSubscription(tx, userId, request.params.frequency, now());
      return { ...answer, frequency: request.params.frequency };
    });
  });
};
