import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityParamsSchema,
  decisionParamsSchema,
  reviewDecisionSchema,
  reviewQueueSchema,
  reviewQueueSummarySchema,
} from '../../shared/contracts/reviewQueue.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
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

  app.get('/api/v1/me/galleyRequestQueues', { schema: { response: { 200: reviewQueueSummarySchema, ...problemResponses } } }, async (request) =>
    ownedQueues(db(), requireUser(request).user.id),
  );

  app.get(
    '/api/v1/affiliations/:communityId/galleyRequests',
    { schema: { params: communityParamsSchema, response: { 200: reviewQueueSchema, ...problemResponses } } },
    async (request) => reviewQueue(db(), requireUser(request).user.id, request.params.communityId),
  );

  app.post(
    '/api/v1/affiliations/:communityId/galleyRequests/:id/:decision',
    { schema: { params: decisionParamsSchema, response: { 200: reviewDecisionSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { communityId, id, decision } = request.params;
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await decideRequest(tx, user.id, communityId, id, decision) }));
    },
  );
};
