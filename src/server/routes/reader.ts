import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReaderViewed, saveReaderPosition as saveReaderPositionEndpoint } from '../../shared/contracts/endpoints/reader.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { readerViewed, saveReaderPosition } from '../services/reader.ts';

/**
 * The web reader (seed 2): GET /api/me/galleys/reader/viewed (reader products and positions) and
 * PUT /api/me/galleys/reader/positions/{sku} with {cfi, percentOfBookCompleted}: the furthest position is kept.
 * The EPUB itself comes from GET /api/v1/me/galleys/{resourceId}/download?method=reader. Anonymous callers: 401.
 */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getReaderViewed, async (request) => readerViewed(db(), requireUser(request).user.id));

  serve(app, saveReaderPositionEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await saveReaderPosition(tx, user.id, request.params.sku, request.body),
    }));
  });
};
