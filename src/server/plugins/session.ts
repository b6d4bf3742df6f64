import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_MESSAGES } from '../../shared/contracts/session.ts';
import type { AppConfig } from '../config.ts';
import { SESSION_TTL_MS } from '../services/auth.ts';
import { userForSessionToken, type AuthUser } from '../services/users.ts';
import { httpProblem } from './problem.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sessionCookieName: string;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests. */
    user: AuthUser | null;
    /** The session cookie's token when it named a live session. */
    sessionToken: string | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE = 'cross-site requests are not allowed';
export const OTHER_ORIGIN = 'requests from another origin are not allowed';

/** `__Host-sid` (Secure) when served over https, else `sid` (http://localhost). */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-sid' : 'sid';
}

export function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.sessionCookieName.startsWith('__Host-'),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string) {
  const app = reply.server;
  reply.setCookie(app.sessionCookieName, token, { ...cookieOptions(app), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply) {
  const app = reply.server;
  reply.clearCookie(app.sessionCookieName, cookieOptions(app));
}

/** The signed-in user, or a 401 problem. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpProblem(401, SESSION_MESSAGES.signInRequired);
  return request.user;
}

/** onRequest hook for route plugins whose routes all need a session: 401 before the body is even read. */
export async function requireSession(request: FastifyRequest) {
  requireUser(request);
}

/** Origins a write may come from: the public URL's and the request's own. */
function allowedOrigins(request: FastifyRequest, publicUrl: string): Set<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  if (request.host) origins.add(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * Refuses a write sent by a page of another site (Sec-Fetch-Site: cross-site, or an Origin that is not ours), signed
 * in or not: a cross-site login or sign-up would sign the visitor into the sender's account (login CSRF). Requests
 * without either header (curl, scripts, other servers) carry no visitor's browser state and pass.
 */
function checkSameOrigin(request: FastifyRequest, publicUrl: string) {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') {
    throw httpProblem(403, CROSS_SITE, [{ field: 'Sec-Fetch-Site', message: CROSS_SITE }]);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins(request, publicUrl).has(origin)) {
    throw httpProblem(403, OTHER_ORIGIN, [{ field: 'Origin', message: OTHER_ORIGIN }]);
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sessionCookieName', sessionCookieName(app.config.publicUrl));
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRequest', async (request) => {
      if (MUTATING.has(request.method)) checkSameOrigin(request, app.config.publicUrl);
      const token = request.cookies[app.sessionCookieName];
      if (!token || token.length > 128) return;
      const found = await userForSessionToken(app.config.database.db, token);
      if (found) {
        request.user = found;
        request.sessionToken = token;
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
