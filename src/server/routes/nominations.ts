import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNominations, getSubmittableLists, saveNominations as saveNominationsEndpoint } from '../../shared/contracts/endpoints/nominations.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
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

  serve(app, getSubmittableLists, async (request) => submittableLists(db(), requireUser(request).user.id, request.params.sku));

  serve(app, getNominations, async (request) => listNominations(db(), requireUser(request).user.id, request.params.sku));

  serve(app, saveNominationsEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const ids = request.body.map((n) => n.submissionListId);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await saveNominations(tx, user.id, request.params.sku, ids) }));
  });
};
