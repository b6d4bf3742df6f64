import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordUsage } from '../../shared/contracts/endpoints/session.ts';
import { usageEvents } from '../db/schema/identity.ts';
import { ANONYMOUS_USER_ID, idempotent } from '../plugins/idempotency.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { cookieOptions } from '../plugins/session.ts';

/** The anonymous analytics cookie lasts 7 days (seed 1 sections 6 and 9). */
export const ANALYTICS_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `__Host-banon` beside `__Host-sid` over https, else `banon`. */
export function analyticsCookieName(sessionCookieName: string): string {
  return sessionCookieName.startsWith('__Host-') ? '__Host-banon' : 'banon';
}

/**
 * An anonymous visitor's analytics id: the one their cookie holds, or a new one set for 7 days. Signed-in
 * requests carry none (their usage is recorded under their user id).
 */
function anonymousId(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.user) return null;
  const name = analyticsCookieName(request.server.sessionCookieName);
  const held = request.cookies[name];
  if (held && UUID.test(held)) return held;
  const id = randomUUID();
  reply.setCookie(name, id, { ...cookieOptions(request.server), maxAge: ANALYTICS_COOKIE_MAX_AGE_S });
  return id;
}

/** PUT /api/v1/usage: one usage event; anonymous visitors count as user 0, told apart by the analytics cookie. Answers 204. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, recordUsage, async (request, reply) => {
    const visitor = anonymousId(request, reply);
    await idempotent(request, reply, async (tx) => {
      await tx.insert(usageEvents).values({ userId: request.user?.user.id ?? ANONYMOUS_USER_ID, anonymousId: visitor, ...request.body });
      return { status: 204, body: null };
    });
    return reply.send(null);
  });
};
