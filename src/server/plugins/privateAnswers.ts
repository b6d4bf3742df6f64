import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Session-bound reads: the browser revalidates each time, shared caches never store; the service worker keeps its offline copy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Answers to writes: stored nowhere. */
export const WRITE_CACHE_CONTROL = 'no-store';

/** The signed-in user's own resources: /api/v1/me/..., /api/me/..., /api/affiliations/me. */
const ME_PATH = /^\/api\/(?:v1\/)?(?:me|affiliations\/me)(?:[/?]|$)/;
const READS = new Set(['GET', 'HEAD']);

/** Whether the answer may depend on who is signed in: the request carried the session cookie or asks for /me. */
export function sessionBound(request: FastifyRequest): boolean {
  return request.cookies[request.server.sessionCookieName] !== undefined || ME_PATH.test(request.url);
}

function addVaryCookie(reply: FastifyReply) {
  const vary = reply.getHeader('Vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v === '*' || v.toLowerCase() === 'cookie')) reply.header('Vary', [...values, 'Cookie'].join(', '));
}

/**
 * Cache headers of every /api answer, set once here rather than in each route (a route's own Cache-Control wins:
 * `no-store` on the session user and robot-check challenges, `public` on the countries):
 * - writes: `no-store`;
 * - reads that depend on the session (session cookie sent, or a /me resource): `private, no-cache` (the service
 *   worker's NetworkFirst copy, kept for offline use, skips only `no-store` answers and is dropped at every sign-in
 *   change);
 * - every /api read varies by Cookie, so no cache hands one browser's answer (or the anonymous one) to another.
 */
export const privateAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const read = READS.has(request.method);
      if (!reply.hasHeader('Cache-Control')) {
        if (!read) reply.header('Cache-Control', WRITE_CACHE_CONTROL);
        else if (sessionBound(request)) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      }
      if (read) addVaryCookie(reply);
      return payload;
    });
  },
  { name: 'private-answers', dependencies: ['session'] },
);
