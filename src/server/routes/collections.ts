import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCollection,
  createCollection as createCollectionEndpoint,
  getCollections,
  getCollectionsOfTitle,
  removeFromCollection,
} from '../../shared/contracts/endpoints/collections.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { httpProblem } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import {
  addTitles,
  collectionsOfTitle,
  collectionSummary,
  createCollection,
  listCollections,
  ownCatalogForUpdate,
  removeTitles,
} from '../services/collections.ts';

/**
 * The caller's collections (seed 2): GET /api/v1/me/collections, GET /api/v1/me/collections/title/{sku},
 * POST /api/v1/me/collections/{id} (add skus), PUT /api/v1/me/collections ({type: 2, name URL-encoded,
 * products: [{sku}]} creates one), DELETE /api/v1/me/collections/{catalogId}/{sku}. Others' collections: 404.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getCollections, async (request) => listCollections(db(), requireUser(request).user.id));

  serve(app, getCollectionsOfTitle, async (request) => collectionsOfTitle(db(), requireUser(request).user.id, request.params.sku));

  serve(app, createCollectionEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const { type, name, products } = request.body;
    return idempotent(request, reply, async (tx) => ({
      status: 201,
      body: await createCollection(
        tx,
        user.id,
        type,
        name,
        products.map((p) => p.sku),
      ),
    }));
  });

  serve(app, addToCollection, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, request.params.id);
      await addTitles(tx, request.params.id, request.body);
      return { status: 200, body: await collectionSummary(tx, user.id, request.params.id) };
    });
  });

  serve(app, removeFromCollection, async (request, reply) => {
    const { user } = requireUser(request);
    const { catalogId, sku } = request.params;
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, catalogId);
      if ((await removeTitles(tx, catalogId, [sku])) === 0) throw httpProblem(404, `title ${sku} is not in collection ${catalogId}`);
      return { status: 200, body: await collectionSummary(tx, user.id, catalogId) };
    });
  });
};
