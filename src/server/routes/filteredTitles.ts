import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFilterFacets, getFilterTitleCount, getFilterTitles } from '../../shared/contracts/endpoints/titles.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { cachedViewCount, cachedViewFacets, cachedViewTitles } from '../services/titlesCache.ts';

/**
 * GET /api/v1/filters/{viewId}/titles, /titles/count and /titles/facets. viewId: 0 every title, a community's viewId
 * (5000 + id), or a saved filter id of the caller (>= 100000; needs a session; another user's answers 404).
 * Query: page, pageSize (20, at most 100), q, sort, order, filters (JSON refinements), lane (1-4); facets (the
 * filter drawer's sections and counts) takes q only. Answers come through the read caches (services/titlesCache.ts).
 */
export const filteredTitlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;

  serve(app, getFilterTitles, async (request, reply) => {
    const userId = request.user?.user.id ?? null;
    const answer = await cachedViewTitles(db(), request.params.viewId, request.query, userId);
    if (typeof answer !== 'string') return answer;
    // JSON text from the read caches, in the contract's shape: sent as it is (a string skips the serializer).
    return reply.type('application/json; charset=utf-8').send(answer as never);
  });

  serve(app, getFilterTitleCount, async (request) => {
    const userId = request.user?.user.id ?? null;
    return { count: await cachedViewCount(db(), request.params.viewId, request.query, userId) };
  });

  serve(app, getFilterFacets, async (request) => cachedViewFacets(db(), request.params.viewId, request.query, request.user?.user.id ?? null));
};
