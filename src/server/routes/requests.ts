import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { galleyRequestListSchema } from '../../shared/contracts/requests.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { listRequests } from '../services/requests.ts';

/** The caller's review copy requests (seed 1 Your Books, seed 2): GET /api/v1/me/requests. Anonymous: 401. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  app.get('/api/v1/me/requests', { schema: { response: { 200: galleyRequestListSchema, ...problemResponses } } }, async (request) =>
    listRequests(app.config.database.db, requireUser(request).user.id),
  );
};
