import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewCopies, getReviewCopyFacets } from '../../shared/contracts/endpoints/reviewCopies.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { reviewCopiesPage, reviewCopiesScope } from '../services/reviewCopies.ts';
import { titleFacets } from '../services/titleFacets.ts';

/**
 * A community's review copies (seed 2, /reviewCopies/{communityId}): GET /api/v1/affiliations/{communityId}/reviewCopies/{id}
 * (the review copies response; id 0, or a saved filter id of the caller to narrow the list) and its filter drawer's
 * sections at .../{id}/facets. Signed-in callers only (401); an unknown community or saved filter: 404.
 */
export const reviewCopiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getReviewCopies, async (request) => {
    const { user } = requireUser(request);
    const scope = await reviewCopiesScope(db(), request.params.communityId, request.params.id, user.id);
    return reviewCopiesPage(db(), scope, request.query, user.id);
  });

  serve(app, getReviewCopyFacets, async (request) => {
    const { user } = requireUser(request);
    const scope = await reviewCopiesScope(db(), request.params.communityId, request.params.id, user.id);
    return titleFacets(db(), scope, request.query, user.id);
  });
};
