import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGE_REFUSED_HEADER, CHANGE_REFUSED_OTHER_USER, CHANGE_USER_HEADER } from '../../shared/contracts/outbox.ts';
import { SESSION_MESSAGES } from '../../shared/contracts/session.ts';
import { httpProblem } from './problem.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = CHANGE_USER_HEADER.toLowerCase();

/**
 * A queued change is bound to the user who made it: a write carrying X-Change-User (the outbox records it) is
 * refused before anything runs when nobody is signed in (401, the outbox asks that user to sign in again) or when
 * the session's user is another (409 with X-Change-Refused: other-user; the outbox keeps the change for its user).
 */
export const changeUserPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      const raw = request.headers[HEADER];
      if (raw === undefined) return;
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (!value || !/^[1-9]\d{0,9}$/.test(value)) {
        throw httpProblem(400, `${CHANGE_USER_HEADER} must be a user id`, [{ field: CHANGE_USER_HEADER, message: 'invalid user id' }]);
      }
      if (!request.user) throw httpProblem(401, SESSION_MESSAGES.signInRequired);
      if (request.user.user.id !== Number(value)) {
        throw httpProblem(
          409,
          'this change was made by another user than the one signed in; it was not applied',
          [{ field: CHANGE_USER_HEADER, message: 'not the signed-in user' }],
          { [CHANGE_REFUSED_HEADER]: CHANGE_REFUSED_OTHER_USER },
        );
      }
    });
  },
  { name: 'change-user', dependencies: ['session'] },
);
