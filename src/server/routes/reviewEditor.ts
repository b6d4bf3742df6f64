import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteReview as deleteReviewEndpoint,
  getAssessments,
  getMyReviewV1,
  getShareUri,
  getSharing,
  saveReview as saveReviewEndpoint,
} from '../../shared/contracts/endpoints/reviewEditor.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { requireTitle } from '../services/affiliations.ts';
import { assessmentsOf, deleteReview, requireMyReview, saveReview } from '../services/reviewEditor.ts';
import { shareUriOf } from '../services/shareUri.ts';
import { readShareExceptions } from '../services/titlesShares.ts';

/**
 * The review editor's calls (seed 2 section 7), signed-in only: the caller's review (v1: 404 when none), its
 * assessments, sharing data and social share links, and the save (PUT) and delete of the review. Unknown skus: 404.
 */
export const reviewEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getMyReviewV1, async (request) => requireMyReview(db(), requireUser(request).user.id, request.params.sku));

  serve(app, getAssessments, async (request) => assessmentsOf(db(), requireUser(request).user.id, request.params.sku));

  serve(app, getSharing, async (request) => {
    const { user } = requireUser(request);
    await requireTitle(db(), request.params.sku);
    return readShareExceptions(db(), user.id, request.params.sku);
  });

  serve(app, getShareUri, async (request) => {
    requireUser(request);
    const title = await requireTitle(db(), request.params.sku);
    return shareUriOf(app.config.publicUrl, request.params.network, title);
  });

  serve(app, saveReviewEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await saveReview(tx, user.id, request.params.sku, request.body) }));
  });

  serve(app, deleteReviewEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await deleteReview(tx, user.id, request.params.sku) }));
  });
};
