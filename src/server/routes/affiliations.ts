import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGenreAffiliations, getMyAffiliations } from '../../shared/contracts/endpoints/affiliations.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { genreAffiliations, myAffiliations } from '../services/affiliations.ts';

/**
 * Communities for the review editor's Share step, signed-in only: GET /api/affiliations/me (joined communities) and
 * GET /api/affiliations/genre/products/{sku} (the title's genre communities; unknown sku 404).
 */
export const affiliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getMyAffiliations, async (request) => myAffiliations(db(), requireUser(request).user.id));

  serve(app, getGenreAffiliations, async (request) => genreAffiliations(db(), requireUser(request).user.id, request.params.sku));
};
