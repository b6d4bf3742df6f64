import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentsSchema,
  deletedReviewSchema,
  myTitleReviewV1Schema,
  reviewSkuParamsSchema,
  saveReviewBodySchema,
  savedReviewSchema,
  shareUriParamsSchema,
  shareUriSchema,
} from '../../shared/contracts/reviewEditor.ts';
import { shareExceptionsSchema } from '../../shared/contracts/titleReviews.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
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
  const params = reviewSkuParamsSchema;

  app.get(
    '/api/v1/me/reviews/:sku/review',
    { schema: { params, response: { 200: myTitleReviewV1Schema, ...problemResponses } } },
    async (request) => requireMyReview(db(), requireUser(request).user.id, request.params.sku),
  );

  app.get(
    '/api/me/assessments/products/:sku',
    { schema: { params, response: { 200: assessmentsSchema, ...problemResponses } } },
    async (request) => assessmentsOf(db(), requireUser(request).user.id, request.params.sku),
  );

  app.get(
    '/api/me/reviews/products/:sku/communities/sharing',
    { schema: { params, response: { 200: shareExceptionsSchema, ...problemResponses } } },
    async (request) => {
      const { user } = requireUser(request);
      await requireTitle(db(), request.params.sku);
      return readShareExceptions(db(), user.id, request.params.sku);
    },
  );

  app.get(
    '/api/me/reviews/products/:sku/share-uri/:network',
    { schema: { params: shareUriParamsSchema, response: { 200: shareUriSchema, ...problemResponses } } },
    async (request) => {
      requireUser(request);
      const title = await requireTitle(db(), request.params.sku);
      return shareUriOf(app.config.publicUrl, request.params.network, title);
    },
  );

  app.put(
    '/api/me/reviews/products/:sku',
    { schema: { params, body: saveReviewBodySchema, response: { 200: savedReviewSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await saveReview(tx, user.id, request.params.sku, request.body) }));
    },
  );

  app.delete(
    '/api/me/reviews/products/:sku',
    { schema: { params, response: { 200: deletedReviewSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await deleteReview(tx, user.id, request.params.sku) }));
    },
  );
};
