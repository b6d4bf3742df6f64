import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryFilterOptionsSchema,
  createSavedFilterBodySchema,
  deleteSavedFilterBodySchema,
  filterOptionsSchema,
  savedFilterIdSchema,
  savedFilterListSchema,
  savedFilterSchema,
  updateSavedFilterBodySchema,
} from '../../shared/contracts/savedFilters.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import {
  columnOptions,
  createSavedFilter,
  deleteSavedFilter,
  filterOptions,
  listSavedFilters,
  updateSavedFilter,
} from '../services/savedFilters.ts';

/**
 * Saved filters (seed 2): GET/POST/PUT/DELETE /api/v1/savedFilters, GET /api/v1/savedFilters/filterOptions and
 * GET /api/v1/affiliations/categoryFilterOptions. A user sees and changes only their own filters (others: 404).
 */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  app.get('/api/v1/savedFilters', { schema: { response: { 200: savedFilterListSchema, ...problemResponses } } }, async (request) =>
    listSavedFilters(db(), requireUser(request).user.id),
  );

  app.post(
    '/api/v1/savedFilters',
    { schema: { body: createSavedFilterBodySchema, response: { 201: savedFilterSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({
        status: 201,
        body: await createSavedFilter(tx, user.id, request.body.name, request.body.definition),
      }));
    },
  );

  app.put(
    '/api/v1/savedFilters',
    { schema: { body: updateSavedFilterBodySchema, response: { 200: savedFilterSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id, name, definition } = request.body;
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await updateSavedFilter(tx, user.id, id, name, definition) }));
    },
  );

  app.delete(
    '/api/v1/savedFilters',
    { schema: { body: deleteSavedFilterBodySchema, response: { 200: savedFilterIdSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => {
        await deleteSavedFilter(tx, user.id, request.body.id);
        return { status: 200, body: { id: request.body.id } };
      });
    },
  );

  app.get('/api/v1/savedFilters/filterOptions', { schema: { response: { 200: filterOptionsSchema, ...problemResponses } } }, async () =>
    filterOptions(db()),
  );

  app.get('/api/v1/affiliations/categoryFilterOptions', { schema: { response: { 200: categoryFilterOptionsSchema, ...problemResponses } } }, async () =>
    columnOptions(db(), 'category'),
  );
};
