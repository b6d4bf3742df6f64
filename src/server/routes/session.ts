import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS } from '../../shared/contracts/problem.ts';
import { getMe, logOut } from '../../shared/contracts/endpoints/session.ts';
import { deleteSession } from '../services/auth.ts';
import { PUBLISHER_IMPORT_PRIVILEGE } from '../../shared/domain/publisherImport.ts';
import { toSessionUser } from '../services/users.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { clearSessionCookie, requireUser } from '../plugins/session.ts';

/** GET /api/v1/me/user and POST /api/v1/logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, getMe, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireUser(request);
    const answer = toSessionUser(auth);
    // Users of a publisher organization may import titles and galleys (issue 21 §3): the client shows the screen to them.
    if (auth.isPublisher) answer.user.privileges.push({ name: PUBLISHER_IMPORT_PRIVILEGE });
    return answer;
  });

  /** Ends the session server side and clears the cookie; anonymous logout answers the same. */
  serve(app, logOut, async (request, reply) => {
    const token = request.sessionToken ?? request.cookies[app.sessionCookieName];
    if (token && token.length <= 128) await deleteSession(app.config.database.db, token);
    request.user = null;
    request.sessionToken = null;
    clearSessionCookie(reply);
    return [{ code: SUCCESS }];
  });
};
