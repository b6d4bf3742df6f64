import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCommunityReviews } from '../../shared/contracts/endpoints/titleReviews.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { communityReviews } from '../services/titlesReviews.ts';

/**
 * GET /api/v1/affiliations/{communityId or 0}/{sku}/reviews: rated reviews of a title shared with that community
 * (0: with any community of the caller), with usersById, userAvatarsByAppUserId and organizationsById.
 * Signed-in only (anonymous visitors get no review fetches); a community the caller is not in answers 404.
 */
export const communityReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  serve(app, getCommunityReviews, async (request) => {
    const { user } = requireUser(request);
    return communityReviews(app.config.database.db, user.id, request.params.communityId, request.params.sku);
  });
};
