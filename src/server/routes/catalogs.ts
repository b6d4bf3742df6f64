import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCatalogTitles,
  deleteCatalog as deleteCatalogEndpoint,
  getCatalog,
  getCatalogFacets,
  getCatalogFolders,
  getCatalogTitles,
  removeCatalogTitles,
  renameCatalog as renameCatalogEndpoint,
  resequenceCatalog,
  setCatalogFolders as setCatalogFoldersEndpoint,
} from '../../shared/contracts/endpoints/catalogs.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { catalogDetail, catalogFolders, deleteCatalog, renameCatalog, resequence, setCatalogFolders } from '../services/catalogs.ts';
import { addTitles, collectionSummary, ownCatalogForUpdate, removeTitles } from '../services/collections.ts';
import { queryTitles } from '../services/filters.ts';
import { titleFacets } from '../services/titleFacets.ts';

/**
 * Catalogues (seed 2): GET /api/v1/catalogs/{id}, /{id}/titles (filtered-titles response, sequence order by
 * default, same query as /filters), /folders; PUT /{id}/name (URL-encoded name as text or JSON string body),
 * PUT /{id}/folders (folder names), PUT /{id}/titles/resequence (skus in the new order), PUT and DELETE
 * /{id}/titles (skus), DELETE /{id}. Only the owner reads or changes one: others get 404 and nothing changes.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getCatalogFolders, async (request) => catalogFolders(db(), requireUser(request).user.id));

  serve(app, getCatalog, async (request) => catalogDetail(db(), requireUser(request).user.id, request.params.id));

  serve(app, getCatalogTitles, async (request) => {
    const { user } = requireUser(request);
    await collectionSummary(db(), user.id, request.params.id);
    return queryTitles(db(), { view: 'catalog', refinements: [], catalogId: request.params.id }, request.query, user.id);
  });

  serve(app, getCatalogFacets, async (request) => {
    const { user } = requireUser(request);
    await collectionSummary(db(), user.id, request.params.id);
    return titleFacets(db(), { view: 'catalog', refinements: [], catalogId: request.params.id }, request.query, user.id);
  });

  serve(app, renameCatalogEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = request.params;
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, id);
      await renameCatalog(tx, id, request.body);
      return { status: 200, body: await catalogDetail(tx, user.id, id) };
    });
  });

  serve(app, setCatalogFoldersEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, request.params.id);
      await setCatalogFolders(tx, user.id, request.params.id, request.body);
      return { status: 200, body: await catalogFolders(tx, user.id) };
    });
  });

  serve(app, resequenceCatalog, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, request.params.id);
      await resequence(tx, request.params.id, request.body);
      return { status: 200, body: await catalogDetail(tx, user.id, request.params.id) };
    });
  });

  for (const endpoint of [addCatalogTitles, removeCatalogTitles]) {
    serve(app, endpoint, async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => {
        await ownCatalogForUpdate(tx, user.id, request.params.id);
        if (endpoint === addCatalogTitles) await addTitles(tx, request.params.id, request.body);
        else await removeTitles(tx, request.params.id, request.body);
        return { status: 200, body: await catalogDetail(tx, user.id, request.params.id) };
      });
    });
  }

  serve(app, deleteCatalogEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await ownCatalogForUpdate(tx, user.id, request.params.id);
      await deleteCatalog(tx, request.params.id);
      return { status: 200, body: { id: request.params.id } };
    });
  });
};
