import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  catalogIdParamsSchema,
  collectionListSchema,
  collectionSchema,
  createCollectionBodySchema,
  skuListBodySchema,
} from '../../shared/contracts/collections.ts';
import { skuParamsSchema, skuSchema } from '../../shared/contracts/titles.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { httpProblem, problemResponses } from '../plugins/problem.ts';
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

  app.get('/api/v1/me/collections', { schema: { response: { 200: collectionListSchema, ...problemResponses } } }, async (request) =>
    listCollections(db(), requireUser(request).user.id),
  );

  app.get(
    '/api/v1/me/collections/title/:sku',
    { schema: { params: skuParamsSchema, response: { 200: collectionListSchema, ...problemResponses } } },
    async (request) => collectionsOfTitle(db(), requireUser(request).user.id, request.params.sku),
  );

  app.put(
    '/api/v1/me/collections',
    { schema: { body: createCollectionBodySchema, response: { 201: collectionSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { type, name, products } = request.body;
      return idempotent(request, reply, async (tx) => ({
        status: 201,
        body: await createCollection(tx, user.id, type, name, products.map((p) => p.sku)),
      }));
    },
  );

  app.post(
    '/api/v1/me/collections/:id',
    { schema: { params: catalogIdParamsSchema, body: skuListBodySchema, response: { 200: collectionSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, request.params.id);
        await addTitles(tx, request.params.id, request.body);
        return { status: 200, body: await collectionSummary(tx, user.id, request.params.id) };
      });
    },
  );

  app.delete(
    '/api/v1/me/collections/:catalogId/:sku',
    {
      schema: {
        params: z.object({ catalogId: catalogIdParamsSchema.shape.id, sku: skuSchema }),
        response: { 200: collectionSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { catalogId, sku } = request.params;
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, catalogId);
        if ((await removeTitles(tx, catalogId, [sku])) === 0) throw httpProblem(404, `title ${sku} is not in collection ${catalogId}`);
        return { status: 200, body: await collectionSummary(tx, user.id, catalogId) };
      });
    },
  );
};
