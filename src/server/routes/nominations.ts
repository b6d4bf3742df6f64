import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nominationsSchema, saveNominationsBodySchema, submittableListsSchema } from '../../shared/contracts/nominations.ts';
import { reviewSkuParamsSchema } from '../../shared/contracts/reviewEditor.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { listNominations, saveNominations, submittableLists } from '../services/nominations.ts';

/**
 * Nominations, signed-in only: GET /api/affiliations/submissionLists/submittable/{sku} (the lists open to the
 * caller for that title), GET and PUT /api/me/reviews/products/{sku}/shares-inclusions/nominations (the caller's
 * nominations of the title; PUT replaces them on the submittable lists). Unknown skus: 404.
 */
export const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;
  const params = reviewSkuParamsSchema;
  const url = '/api/me/reviews/products/:sku/shares-inclusions/nominations';

  app.get(
    '/api/affiliations/submissionLists/submittable/:sku',
    { schema: { params, response: { 200: submittableListsSchema, ...problemResponses } } },
    async (request) => submittableLists(db(), requireUser(request).user.id, request.params.sku),
  );

  app.get(url, { schema: { params, response: { 200: nominationsSchema, ...problemResponses } } }, async (request) =>
    listNominations(db(), requireUser(request).user.id, request.params.sku),
  );

  app.put(
    url,
    { schema: { params, body: saveNominationsBodySchema, response: { 200: nominationsSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const ids = request.body.map((n) => n.submissionListId);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await saveNominations(tx, user.id, request.params.sku, ids) }));
    },
  );
};
