import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedFilter as createSavedFilterEndpoint,
  deleteSavedFilter as deleteSavedFilterEndpoint,
  getCategoryFilterOptions,
  getFilterOptions,
  getSavedFilters,
  updateSavedFilter as updateSavedFilterEndpoint,
} from '../../shared/contracts/endpoints/savedFilters.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { columnOptions, createSavedFilter, deleteSavedFilter, filterOptions, listSavedFilters, updateSavedFilter } from '../services/savedFilters.ts';

/**
 * Saved filters (seed 2): GET/POST/PUT/DELETE /api/v1/savedFilters, GET /api/v1/savedFilters/filterOptions and
 * GET /api/v1/affiliations/categoryFilterOptions. A user sees and changes only their own filters (others: 404).
 */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getSavedFilters, async (request) => listSavedFilters(db(), requireUser(request).user.id));

  serve(app, createSavedFilterEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 201,
      body: await createSavedFilter(tx, user.id, request.body.name, request.body.definition),
    }));
  });

  serve(app, updateSavedFilterEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const { id, name, definition } = request.body;
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await updateSavedFilter(tx, user.id, id, name, definition) }));
  });

  serve(app, deleteSavedFilterEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await deleteSavedFilter(tx, user.id, request.body.id);
      return { status: 200, body: { id: request.body.id } };
    });
  });

  serve(app, getFilterOptions, async () => filterOptions(db()));

  serve(app, getCategoryFilterOptions, async () => columnOptions(db(), 'category'));
};
