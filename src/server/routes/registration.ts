import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_MESSAGES, type SessionUser } from '../../shared/contracts/session.ts';
import { getCountries, getRobotChallenge, register } from '../../shared/contracts/endpoints/session.ts';
import { checkPassword, PASSWORD_MESSAGES } from '../../shared/domain/password.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { createRobotCheck } from '../services/altcha.ts';
import { createSession, deleteSession, hashPassword } from '../services/auth.ts';
import { createUser, findUserByEmail, loadAuthUser, toSessionUser } from '../services/users.ts';
import { countries, isCountryCode } from '../services/usersRegion.ts';
import { ANONYMOUS_USER_ID, idempotent } from '../plugins/idempotency.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { fieldProblem, HttpProblem, httpProblem } from '../plugins/problem.ts';
import { byEmail, byIp, limiter } from '../plugins/rateLimit.ts';
import { setSessionCookie } from '../plugins/session.ts';
import { isUniqueViolation } from '../services/usersErrors.ts';

/**
 * GET /api/v1/registration/countries, GET /api/v1/registration/challenge (the robot check) and
 * POST /api/v1/registration/user: 409 when the email is registered, otherwise the user is created and signed in.
 * The sign-up honours Idempotency-Key (keys of anonymous requests, whoever was signed in): a repeat answers the
 * first answer's status and body with Idempotent-Replayed: true but no Set-Cookie (the session token is not kept);
 * a client that lost the first answer signs in with the password.
 */
const SIGN_UP_KEYS = { userId: ANONYMOUS_USER_ID };
/** How often, and how far apart, a keyed sign-up with a spent challenge looks for the first send's answer. */
const REPEAT_LOOKS = 5;
const REPEAT_LOOK_MS = 50;

const isNotARobot = (err: unknown) => err instanceof HttpProblem && err.errors[0]?.field === 'recaptchaResponse';

/**
 * A sign-up whose challenge is spent or invalid: the repeat of one applied (or being applied) with the same
 * Idempotency-Key answers that one's answer; anything else is 400. The first of two simultaneous sends claims its
 * key a moment after spending the challenge, so a keyed send looks again a few times before refusing.
 */
async function repeatOrNotARobot(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const keyed = request.headers['idempotency-key'] !== undefined;
  for (let look = 1; ; look++) {
    try {
      return await idempotent<SessionUser>(
        request,
        reply,
        async () => {
          throw fieldProblem('recaptchaResponse', SESSION_MESSAGES.notARobot);
        },
        SIGN_UP_KEYS,
      );
    } catch (err) {
      if (!keyed || look >= REPEAT_LOOKS || !isNotARobot(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, REPEAT_LOOK_MS));
    }
  }
}

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  function sendWelcome(request: FastifyRequest, { email, firstName }: { email: string; firstName: string }) {
    app.config.mailer
      .send({
        to: email,
        subject: 'Welcome to the book trade community',
        text: `Hello ${firstName},\n\nyour account is ready. Sign in at ${app.config.publicUrl}/ to browse titles, shelve them and request review copies.\n`,
      })
      .catch((err: unknown) => request.log.error({ err }, 'welcome mail failed'));
  }

  const limits = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  const perIp = limiter(app, 'registration-ip', limits.registrationPerIp, byIp);
  const perAccount = limiter(app, 'registration-account', limits.registrationPerAccount, byEmail);
  const robotCheck = createRobotCheck(app.config.altchaHmacKey, app.config.altchaMaxNumber);

  serve(app, getCountries, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return countries();
  });

  serve(app, getRobotChallenge, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const challenge = await robotCheck.challenge();
    return { ...challenge, parameters: { ...challenge.parameters } };
  });

  serve(app, register, { preHandler: [perIp, perAccount] }, async (request, reply) => {
    const { user, recaptchaResponse, countryCode, doKeepMeUpdated, doSendEmail } = request.body;
    const passwordError = checkPassword(user.password);
    if (passwordError) throw fieldProblem('user.password', PASSWORD_MESSAGES[passwordError]);
    if (countryCode && !isCountryCode(countryCode)) throw fieldProblem('countryCode', SESSION_MESSAGES.unknownCountry);
    const db = app.config.database.db;
    reply.header('Cache-Control', 'no-store');
    // Hashed first, so that the first of two simultaneous sends with one key claims its key right after spending
    // the challenge (a login costs the same hashing work without any challenge).
    const passwordHash = await hashPassword(user.password);
    // Redeemed on its own: a solved challenge buys one attempt, even when the attempt then fails. A repeat of a
    // sign-up applied (or being applied) with the same Idempotency-Key finds its challenge spent and answers the
    // stored answer (after waiting for a concurrent first); anything else is refused.
    if (!(await robotCheck.redeem(db, recaptchaResponse))) return repeatOrNotARobot(request, reply);
    const alreadyRegistered = () =>
      httpProblem(409, SESSION_MESSAGES.alreadyRegistered, [{ field: 'user.email', message: SESSION_MESSAGES.alreadyRegistered }]);
    if (await findUserByEmail(db, user.email)) throw alreadyRegistered();
    const previous = request.cookies[app.sessionCookieName];
    // Only the first answer signs in: the session token is never stored with the key.
    let token: string | undefined;
    try {
      const sessionUser = await idempotent(
        request,
        reply,
        async (tx) => {
          const row = await createUser(tx, {
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            passwordHash,
            countryCode: countryCode ?? '',
            keepMeUpdated: doKeepMeUpdated ?? false,
          });
          if (previous && previous.length <= 128) await deleteSession(tx, previous);
          const created = await createSession(tx, row.id);
          const body = toSessionUser((await loadAuthUser(tx, row.id))!);
          return {
            status: 200,
            body,
            afterCommit: () => {
              token = created;
              if (doSendEmail) sendWelcome(request, body.user);
            },
          };
        },
        SIGN_UP_KEYS,
      );
      if (token) setSessionCookie(reply, token);
      return sessionUser;
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered();
      throw err;
    }
  });
};
