import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideRequest as decideRequestEndpoint, getReviewQueue, getReviewQueues } from '../../shared/contracts/endpoints/reviewQueue.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { decideRequest, ownedQueues, reviewQueue } from '../services/reviewQueue.ts';

/**
 * Approval of review copy requests by the owners of a publisher's community (our own paths; the seeds show only
 * the requester's side): GET /api/v1/me/galleyRequestQueues (the caller's queues), GET
 * /api/v1/affiliations/{communityId}/galleyRequests (pending requests) and POST
 * /api/v1/affiliations/{communityId}/galleyRequests/{id}/approve|decline. 401 anonymous, 403 not an owner, 404 unknown.
 */
export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getReviewQueues, async (request) => ownedQueues(db(), requireUser(request).user.id));

  serve(app, getReviewQueue, async (request) => reviewQueue(db(), requireUser(request).user.id, request.params.communityId));

  serve(app, decideRequestEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const { communityId, id, decision } = request.params;
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await decideRequest(tx, user.id, communityId, id, decision) }));
  });
};
