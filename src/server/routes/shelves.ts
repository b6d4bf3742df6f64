import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShelves, putOnShelf } from '../../shared/contracts/endpoints/shelves.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { listShelves, setShelf } from '../services/shelves.ts';

/**
 * The caller's shelves (seed 1): GET /api/v1/me/shelves (shelf items) and POST /api/v1/me/shelves/{shelf} with a
 * list of shelf items ({sku}) to put on that shelf, or to take off every shelf with Clear. Answers the shelf items
 * after the change. Anonymous callers: 401.
 */
export const shelfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getShelves, async (request) => listShelves(db(), requireUser(request).user.id));

  serve(app, putOnShelf, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setShelf(
        tx,
        user.id,
        request.params.shelf,
        request.body.map((item) => item.sku),
      );
      return { status: 200, body: await listShelves(tx, user.id) };
    });
  });
};
