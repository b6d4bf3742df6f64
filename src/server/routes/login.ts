import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS } from '../../shared/contracts/problem.ts';
import { SESSION_MESSAGES } from '../../shared/contracts/session.ts';
import { logIn } from '../../shared/contracts/endpoints/session.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { createSession, deleteSession, verifyPassword } from '../services/auth.ts';
import { findUserByEmail } from '../services/users.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { httpProblem } from '../plugins/problem.ts';
import { FailureThrottle } from '../plugins/failureThrottle.ts';
import { byEmail, byIp, limiter } from '../plugins/rateLimit.ts';
import { setSessionCookie } from '../plugins/session.ts';

/**
 * POST /api/v1/login, form-encoded email and pword (the seed's login service). Success: [{code:'SUCCESS'}] and a
 * new session cookie (any previous session of this browser is deleted). Failure: 401 'invalid login, please try
 * again', with the same work whether or not the account exists. Not replayable by Idempotency-Key: its effect is
 * the cookie, which is never stored. Limits: every attempt per IP, and wrong passwords per account + IP (progressive
 * delay, 429 with Retry-After): a guesser elsewhere never keeps the owner out.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  const perIp = limiter(app, 'login-ip', limits.loginPerIp, byIp);
  const failures = new FailureThrottle(limits.loginFailuresPerAccountIp);
  const failureKey = (request: FastifyRequest) => `${byEmail(request) ?? ''}\n${byIp(request)}`;

  serve(app, logIn, { preHandler: [perIp, async (request) => failures.check(failureKey(request))] }, async (request, reply) => {
    const db = app.config.database.db;
    const user = await findUserByEmail(db, request.body.email);
    const ok = await verifyPassword(user?.passwordHash, request.body.pword);
    if (!user || !ok) {
      failures.fail(failureKey(request));
      throw httpProblem(401, SESSION_MESSAGES.invalidLogin, [{ field: 'pword', message: SESSION_MESSAGES.invalidLogin }]);
    }
    const previous = request.cookies[app.sessionCookieName];
    const token = await db.transaction(async (tx) => {
      if (previous && previous.length <= 128) await deleteSession(tx, previous);
      return createSession(tx, user.id);
    });
    failures.succeed(failureKey(request));
    setSessionCookie(reply, token);
    reply.header('Cache-Control', 'no-store');
    return [{ code: SUCCESS }];
  });
};
