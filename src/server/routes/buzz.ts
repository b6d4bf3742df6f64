import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBuzz, getBuzzFacets } from '../../shared/contracts/endpoints/lists.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { buzzCommunities, buzzPage } from '../services/buzz.ts';
import { titleFacets } from '../services/titleFacets.ts';

/**
 * Buzz (seed 3): GET /api/v1/affiliations/{communityId or genres}/buzz?maxTitles={n}, titles with community reviews
 * and their reviews; open to anonymous visitors (at 0 they get the genre communities'), and its filter drawer's
 * sections at .../buzz/facets.
 */
export const buzzRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: { user: { user: { id: number } } | null }) => request.user?.user.id ?? null;

  serve(app, getBuzz, async (request) =>
    buzzPage(db(), await buzzCommunities(db(), request.params.communityId, userId(request)), request.query, userId(request)),
  );

  serve(app, getBuzzFacets, async (request) => {
    const communityIds = await buzzCommunities(db(), request.params.communityId, userId(request));
    return titleFacets(db(), { view: 'buzz', refinements: [], buzzCommunityIds: communityIds }, request.query, userId(request));
  });
};
