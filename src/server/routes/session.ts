import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceReplySchema, SUCCESS } from '../../shared/contracts/problem.ts';
import { sessionUserSchema } from '../../shared/contracts/session.ts';
import { deleteSession } from '../services/auth.ts';
import { toSessionUser } from '../services/users.ts';
import { problemResponses } from '../plugins/problem.ts';
import { clearSessionCookie, requireUser } from '../plugins/session.ts';

/** GET /api/v1/me/user and POST /api/v1/logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/me/user', { schema: { response: { 200: sessionUserSchema, ...problemResponses } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return toSessionUser(requireUser(request));
  });

  /** Ends the session server side and clears the cookie; anonymous logout answers the same. */
  app.post('/api/v1/logout', { schema: { response: { 200: serviceReplySchema, ...problemResponses } } }, async (request, reply) => {
    const token = request.sessionToken ?? request.cookies[app.sessionCookieName];
    if (token && token.length <= 128) await deleteSession(app.config.database.db, token);
    request.user = null;
    request.sessionToken = null;
    clearSessionCookie(reply);
    return [{ code: SUCCESS }];
  });
};
