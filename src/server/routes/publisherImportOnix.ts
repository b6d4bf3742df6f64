import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importOnix } from '../../shared/contracts/endpoints/publisherImport.ts';
import { ONIX_MAX_BYTES, ONIX_TOO_LARGE, ONIX_TYPES } from '../../shared/contracts/publisherImport.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { requireUser } from '../plugins/session.ts';
import { byUser, limiter } from '../plugins/rateLimit.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { ONIX_FIELD } from '../services/onixFile.ts';
import { importOnix as runImport } from '../services/onixImport.ts';
import { requireOwnPublishers } from '../services/publisherAccess.ts';

/**
 * POST /api/v1/publisher/import/onix (issue 21 §3): an ONIX 3.0 file as the raw body (at most 50 MB) imports titles into
 * the publishers of the user's organization; answers {imported, updated, failedCount, failed: [{record, isbn, message}]}.
 * Each record is written in its own transaction, so the import is not wrapped in one; re-importing updates (by ISBN).
 */
export const publisherImportOnixRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin reads raw XML bodies; a body over the limit is refused before it is read in full.
  app.addContentTypeParser([...ONIX_TYPES], { parseAs: 'buffer', bodyLimit: ONIX_MAX_BYTES }, (_, body, done) => done(null, body));
  const errorHandler = (error: Error & { code?: string }) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? fieldProblem(ONIX_FIELD, ONIX_TOO_LARGE, 413) : error;
  };
  // Signed in and a publisher's user, before the body is read.
  // At most so many imports per user and hour, counted before the body is read (429 with Retry-After).
  const perUser = limiter(app, 'onix-import', { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits }.onixImportPerUser, byUser);
  const onRequest = async (request: Parameters<typeof requireUser>[0]) => {
    await perUser(request);
    await requireOwnPublishers(app.config.database.db, requireUser(request));
  };

  serve(app, importOnix, { errorHandler, onRequest }, async (request) => {
    const own = await requireOwnPublishers(app.config.database.db, requireUser(request));
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldProblem(ONIX_FIELD, 'choose an ONIX file to import');
    return runImport(app.config.database.db, own, request.body, request.log);
  });
};
