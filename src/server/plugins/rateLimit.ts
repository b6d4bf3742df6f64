import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.ts';
import { httpProblem } from './problem.ts';

export const TOO_MANY_ATTEMPTS = 'too many attempts, please try again later';

/**
 * A limiter built on @fastify/rate-limit's store: at most `limit.max` requests per window for each key
 * (`key(request)` returns undefined to skip). Over the limit it throws a 429 problem with Retry-After.
 */
export function limiter(app: FastifyInstance, name: string, limit: RateLimit, key: (request: FastifyRequest) => string | undefined) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if (key(request) === undefined) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw httpProblem(429, TOO_MANY_ATTEMPTS, [], { 'Retry-After': String(Math.max(1, result.ttlInSeconds)) });
    }
  };
}

/** The client IP (request.ip honours trustProxy). */
export const byIp = (request: FastifyRequest) => request.ip;

/** The signed-in user's id (undefined for anonymous callers, whom the session check answers). */
export const byUser = (request: FastifyRequest) => (request.user ? String(request.user.user.id) : undefined);

/** The account email of a body with an `email` (or `user.email`) field, lower-cased. */
export function byEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown; user?: { email?: unknown } } | undefined;
  const email = body?.email ?? body?.user?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}
