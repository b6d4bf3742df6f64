import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS } from '../../shared/contracts/problem.ts';
import { SESSION_MESSAGES } from '../../shared/contracts/session.ts';
import { changePassword, forgotPassword } from '../../shared/contracts/endpoints/session.ts';
import {
  checkPassword,
  checkPasswordConfirmation,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
} from '../../shared/domain/password.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { users } from '../db/schema/identity.ts';
import { consumeResetToken, createResetToken, deleteOtherSessions, hashPassword, verifyPassword } from '../services/auth.ts';
import { findUserByEmail } from '../services/users.ts';
import { FailureThrottle } from '../plugins/failureThrottle.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { byEmail, byIp, limiter } from '../plugins/rateLimit.ts';

const SUCCESS_REPLY = [{ code: SUCCESS }];

/** POST /api/v1/password/forgot and POST /api/v1/password/change (form-encoded, the seed's login service). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  const perIp = limiter(app, 'forgot-ip', limits.forgotPerIp, byIp);
  const perAccount = limiter(app, 'forgot-account', limits.forgotPerAccount, byEmail);
  // A signed-in change is limited like a login: every attempt per IP, wrong current passwords per account + IP.
  const changePerIp = limiter(app, 'change-ip', limits.loginPerIp, byIp);
  const changeFailures = new FailureThrottle(limits.loginFailuresPerAccountIp);
  const changeKey = (request: FastifyRequest) => `${request.user?.user.id ?? ''}\n${byIp(request)}`;
  async function throttleChange(request: FastifyRequest) {
    const { token, currentPassword } = request.body as { token?: string; currentPassword?: string };
    if (token || !currentPassword || !request.user) return;
    await changePerIp(request);
    changeFailures.check(changeKey(request));
  }

  /** Always the same answer; when the account exists a single-use link valid for 1 hour is mailed. */
  serve(app, forgotPassword, { preHandler: [perIp, perAccount] }, async (request, reply) =>
    idempotent(request, reply, async (tx) => {
      const user = await findUserByEmail(tx, request.body.email);
      if (!user) return { status: 200, body: SUCCESS_REPLY };
      const token = await createResetToken(tx, user.id);
      const link = `${app.config.publicUrl}/reset-password/${token}`;
      return {
        status: 200,
        body: SUCCESS_REPLY,
        // Not awaited: the answer takes the same time whether or not a mail goes out.
        afterCommit: () => {
          app.config.mailer
            .send({
              to: user.email,
              subject: 'Reset your password',
              text:
                `Hello ${user.firstName},\n\nsomeone asked to reset the password of your account. ` +
                `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
                `If it was not you, ignore this mail: your password stays as it is.\n`,
            })
            .catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
        },
      };
    }),
  );

  /** A reset (token) or a signed-in change (currentPassword); failures answer a problem whose detail is shown. */
  serve(app, changePassword, { preHandler: throttleChange }, async (request, reply) => {
    const { password, verifyPassword: confirmation, token, currentPassword } = request.body;
    const passwordError = checkPassword(password);
    if (passwordError) throw fieldProblem('password', PASSWORD_MESSAGES[passwordError]);
    const confirmationError = checkPasswordConfirmation(password, confirmation);
    if (confirmationError) throw fieldProblem('verifyPassword', PASSWORDS_DO_NOT_MATCH);
    if (token) {
      const passwordHash = await hashPassword(password);
      return idempotent(request, reply, async (tx) => {
        const userId = await consumeResetToken(tx, token);
        if (userId === null) throw fieldProblem('token', SESSION_MESSAGES.invalidResetToken);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // A reset ends every other session of the account (the requester's own survives if it is theirs).
        const keep = request.user?.user.id === userId ? (request.sessionToken ?? undefined) : undefined;
        await deleteOtherSessions(tx, userId, keep);
        return { status: 200, body: SUCCESS_REPLY };
      });
    }

    if (!request.user) throw httpProblem(401, SESSION_MESSAGES.signInRequired);
    if (!currentPassword) throw fieldProblem('currentPassword', CURRENT_PASSWORD_REQUIRED);
    const { user } = request.user;
    const passwordHash = await hashPassword(password);
    return idempotent(request, reply, async (tx) => {
      // Checked inside: a replay of an applied change answers the stored result instead of 'incorrect'.
      const stored = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!(await verifyPassword(stored[0]?.hash, currentPassword))) {
        changeFailures.fail(changeKey(request));
        throw fieldProblem('currentPassword', SESSION_MESSAGES.wrongCurrentPassword);
      }
      changeFailures.succeed(changeKey(request));
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await deleteOtherSessions(tx, user.id, request.sessionToken ?? undefined);
      return { status: 200, body: SUCCESS_REPLY };
    });
  });
};
