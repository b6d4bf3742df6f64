import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyReviews, getMyTitleReview } from '../../shared/contracts/endpoints/myReviews.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { myReviews, myTitleReview } from '../services/myReviews.ts';

/**
 * The caller's own reviews: GET /api/v1/me/reviews (seed 1, Your Books data) and GET /api/me/reviews/{sku}/review
 * (seed 2: the review of one title, or null). Signed-in only.
 */
export const myReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getMyReviews, async (request) => {
    const { user } = requireUser(request);
    return myReviews(db(), user.id);
  });

  serve(app, getMyTitleReview, async (request) => {
    const { user } = requireUser(request);
    return myTitleReview(db(), user.id, request.params.sku);
  });
};
