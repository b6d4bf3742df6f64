import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genreAffiliationsSchema, myAffiliationsSchema } from '../../shared/contracts/affiliations.ts';
import { reviewSkuParamsSchema } from '../../shared/contracts/reviewEditor.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { genreAffiliations, myAffiliations } from '../services/affiliations.ts';

/**
 * Communities for the review editor's Share step, signed-in only: GET /api/affiliations/me (joined communities) and
 * GET /api/affiliations/genre/products/{sku} (the title's genre communities; unknown sku 404).
 */
export const affiliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  app.get('/api/affiliations/me', { schema: { response: { 200: myAffiliationsSchema, ...problemResponses } } }, async (request) =>
    myAffiliations(db(), requireUser(request).user.id),
  );

  app.get(
    '/api/affiliations/genre/products/:sku',
    { schema: { params: reviewSkuParamsSchema, response: { 200: genreAffiliationsSchema, ...problemResponses } } },
    async (request) => genreAffiliations(db(), requireUser(request).user.id, request.params.sku),
  );
};
