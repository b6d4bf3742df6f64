import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Write epoch when a change request arrived; null once its writes were announced. */
    epochAtStart: number | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * After a change request that wrote data caches read (its statements moved the epoch), once its transaction has
 * committed and before the answer leaves: move the epoch of the tables written again, so a read that ran during the
 * transaction is not kept, and announce the write to the other instances (PostgreSQL). A failed announcement is logged, not answered:
 * the change itself is done.
 */
export const writeNoticesPlugin = fp(
  async (app: FastifyInstance) => {
    // Read at each request: the app is built while the database is still opening (main.ts).
    const epoch = () => app.config.database.epoch;
    app.decorateRequest('epochAtStart', null);

    async function settle(request: FastifyRequest) {
      const since = request.epochAtStart;
      if (since === null || since === epoch().value) return;
      request.epochAtStart = null;
      try {
        // The tables written since the request came (by it, or by others meanwhile: moving those again is harmless).
        await epoch().committed(epoch().tablesSince(since));
      } catch (err) {
        request.log.warn({ err }, 'could not announce a write to the other app instances');
      }
    }

    app.addHook('onRequest', async (request) => {
      if (MUTATING.has(request.method)) request.epochAtStart = epoch().value;
    });
    app.addHook('onSend', async (request) => settle(request));
    // A request whose client went away may skip onSend.
    app.addHook('onResponse', async (request) => settle(request));
  },
  { name: 'write-notices' },
);
