import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/profile.ts';
import { SESSION_MESSAGES } from '../../shared/contracts/session.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { users } from '../db/schema/identity.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { FailureThrottle } from '../plugins/failureThrottle.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { byIp, limiter } from '../plugins/rateLimit.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { addAddress, deleteAddress, updateAddress } from '../services/addresses.ts';
import { deleteOtherSessions, verifyPassword } from '../services/auth.ts';
import { profileOf, MANAGED_ACCOUNT, savePersonalInfo } from '../services/profile.ts';
import { findUserByEmail } from '../services/users.ts';

/** The profile editor (issue 20): the profile, personal information, addresses and the sign-in email. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const limits = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  // Like a signed-in password change: every attempt per IP, wrong current passwords per account + IP.
  const emailPerIp = limiter(app, 'email-ip', limits.loginPerIp, byIp);
  const emailFailures = new FailureThrottle(limits.loginFailuresPerAccountIp);
  const failureKey = (request: FastifyRequest) => `${request.user?.user.id ?? ''}\n${byIp(request)}`;

  serve(app, endpoints.getProfile, async (request) => profileOf(app.config.database.db, requireUser(request).user.id));

  serve(app, endpoints.savePersonalInfo, async (request, reply) => {
    const auth = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await savePersonalInfo(tx, auth, request.params.email, request.body),
    }));
  });

  serve(app, endpoints.addAddress, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 201, body: await addAddress(tx, user.id, request.body) }));
  });
  serve(app, endpoints.updateAddress, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await updateAddress(tx, user.id, request.params.addressId, request.body),
    }));
  });
  serve(app, endpoints.deleteAddress, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await deleteAddress(tx, user.id, request.params.addressId) }));
  });

  /** A new sign-in email, confirmed with the current password; the account's other sessions end. */
  serve(
    app,
    endpoints.changeEmail,
    {
      preHandler: async (request) => {
        await emailPerIp(request);
        emailFailures.check(failureKey(request));
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      if (user.privileges.includes(MANAGED_ACCOUNT)) throw httpProblem(403, 'your organization manages this account');
      const { email, currentPassword } = request.body;
      return idempotent(request, reply, async (tx) => {
        const [stored] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
        if (!(await verifyPassword(stored?.hash, currentPassword))) {
          emailFailures.fail(failureKey(request));
          throw fieldProblem('currentPassword', SESSION_MESSAGES.wrongCurrentPassword);
        }
        emailFailures.succeed(failureKey(request));
        const holder = await findUserByEmail(tx, email);
        if (holder && holder.id !== user.id) throw fieldProblem('email', SESSION_MESSAGES.alreadyRegistered, 409);
        await tx.update(users).set({ email }).where(eq(users.id, user.id));
        await deleteOtherSessions(tx, user.id, request.sessionToken ?? undefined);
        return { status: 200, body: { email } };
      });
    },
  );
};
