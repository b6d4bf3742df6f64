import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogDeletedSchema,
  catalogFieldParamsSchema,
  catalogFoldersBodySchema,
  catalogFoldersSchema,
  catalogRenameBodySchema,
  catalogSchema,
} from '../../shared/contracts/catalogs.ts';
import { catalogIdParamsSchema, skuListBodySchema } from '../../shared/contracts/collections.ts';
import { filteredTitlesQuerySchema, filteredTitlesSchema, titleFacetsQuerySchema, titleFacetsSchema } from '../../shared/contracts/titles.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { catalogDetail, catalogFolders, deleteCatalog, renameCatalog, resequence, setCatalogFolders } from '../services/catalogs.ts';
import { addTitles, collectionSummary, ownCatalogForUpdate, removeTitles } from '../services/collections.ts';
import { queryTitles } from '../services/filters.ts';
import { titleFacets } from '../services/titleFacets.ts';

const params = { params: catalogIdParamsSchema };

/**
 * Catalogues (seed 2): GET /api/v1/catalogs/{id}, /{id}/titles (filtered-titles response, sequence order by
 * default, same query as /filters), /folders; PUT /{id}/name (URL-encoded name as text or JSON string body),
 * PUT /{id}/folders (folder names), PUT /{id}/titles/resequence (skus in the new order), PUT and DELETE
 * /{id}/titles (skus), DELETE /{id}. Only the owner reads or changes one: others get 404 and nothing changes.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  app.get('/api/v1/catalogs/folders', { schema: { response: { 200: catalogFoldersSchema, ...problemResponses } } }, async (request) =>
    catalogFolders(db(), requireUser(request).user.id),
  );

  app.get('/api/v1/catalogs/:id', { schema: { ...params, response: { 200: catalogSchema, ...problemResponses } } }, async (request) =>
    catalogDetail(db(), requireUser(request).user.id, request.params.id),
  );

  app.get(
    '/api/v1/catalogs/:id/titles',
    { schema: { ...params, querystring: filteredTitlesQuerySchema, response: { 200: filteredTitlesSchema, ...problemResponses } } },
    async (request) => {
      const { user } = requireUser(request);
      await collectionSummary(db(), user.id, request.params.id);
      return queryTitles(db(), { view: 'catalog', refinements: [], catalogId: request.params.id }, request.query, user.id);
    },
  );

  app.get(
    '/api/v1/catalogs/:id/titles/facets',
    { schema: { ...params, querystring: titleFacetsQuerySchema, response: { 200: titleFacetsSchema, ...problemResponses } } },
    async (request) => {
      const { user } = requireUser(request);
      await collectionSummary(db(), user.id, request.params.id);
      return titleFacets(db(), { view: 'catalog', refinements: [], catalogId: request.params.id }, request.query, user.id);
    },
  );

  app.put(
    '/api/v1/catalogs/:id/:field',
    { schema: { params: catalogFieldParamsSchema, body: catalogRenameBodySchema, response: { 200: catalogSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id } = request.params;
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, id);
        await renameCatalog(tx, id, request.body);
        return { status: 200, body: await catalogDetail(tx, user.id, id) };
      });
    },
  );

  app.put(
    '/api/v1/catalogs/:id/folders',
    { schema: { ...params, body: catalogFoldersBodySchema, response: { 200: catalogFoldersSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, request.params.id);
        await setCatalogFolders(tx, user.id, request.params.id, request.body);
        return { status: 200, body: await catalogFolders(tx, user.id) };
      });
    },
  );

  app.put(
    '/api/v1/catalogs/:id/titles/resequence',
    { schema: { ...params, body: skuListBodySchema, response: { 200: catalogSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, request.params.id);
        await resequence(tx, request.params.id, request.body);
        return { status: 200, body: await catalogDetail(tx, user.id, request.params.id) };
      });
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/catalogs/:id/titles',
      schema: { ...params, body: skuListBodySchema, response: { 200: catalogSchema, ...problemResponses } },
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        return idempotent(request, reply, async (tx) => {
          await ownCatalogForUpdate(tx, user.id, request.params.id);
          if (method === 'PUT') await addTitles(tx, request.params.id, request.body);
          else await removeTitles(tx, request.params.id, request.body);
          return { status: 200, body: await catalogDetail(tx, user.id, request.params.id) };
        });
      },
    });
  }

  app.delete('/api/v1/catalogs/:id', { schema: { ...params, response: { 200: catalogDeletedSchema, ...problemResponses } } }, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, request.params.id);
      await deleteCatalog(tx, request.params.id);
      return { status: 200, body: { id: request.params.id } };
    });
  });
};
