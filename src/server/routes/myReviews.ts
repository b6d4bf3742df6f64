import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myReviewsSchema, myTitleReviewParamsSchema, myTitleReviewSchema } from '../../shared/contracts/myReviews.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { myReviews, myTitleReview } from '../services/myReviews.ts';

/**
 * The caller's own reviews: GET /api/v1/me/reviews (seed 1, Your Books data) and GET /api/me/reviews/{sku}/review
 * (seed 2: the review of one title, or null). Signed-in only.
 */
export const myReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  app.get('/api/v1/me/reviews', { schema: { response: { 200: myReviewsSchema, ...problemResponses } } }, async (request) => {
    const { user } = requireUser(request);
    return myReviews(db(), user.id);
  });

  app.get(
    '/api/me/reviews/:sku/review',
    { schema: { params: myTitleReviewParamsSchema, response: { 200: myTitleReviewSchema, ...problemResponses } } },
    async (request) => {
      const { user } = requireUser(request);
      return myTitleReview(db(), user.id, request.params.sku);
    },
  );
};
