import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importGalley } from '../../shared/contracts/endpoints/publisherImport.ts';
import { EPUB_MAX_BYTES, EPUB_TOO_LARGE, EPUB_TYPES } from '../../shared/contracts/publisherImport.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { requireUser } from '../plugins/session.ts';
import { byUser, limiter } from '../plugins/rateLimit.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { checkEpub, EPUB_FIELD } from '../services/epubCheck.ts';
import { saveImportedGalley } from '../services/galleyImport.ts';
import { epubJacket } from '../services/epubCover.ts';
import { requireOwnPublishers } from '../services/publisherAccess.ts';

/**
 * POST /api/v1/publisher/import/galleys/{sku} (issue 21 §3): an EPUB as the raw body (at most 100 MB) becomes the galley
 * (format 2) of one of the importer's own titles, once it is checked as the reader opens it (services/epubCheck.ts); its
 * cover picture becomes the title's jacket unless ONIX gave one (services/epubCover.ts).
 */
export const publisherImportGalleyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser([...EPUB_TYPES], { parseAs: 'buffer', bodyLimit: EPUB_MAX_BYTES }, (_, body, done) => done(null, body));
  const errorHandler = (error: Error & { code?: string }) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? fieldProblem(EPUB_FIELD, EPUB_TOO_LARGE, 413) : error;
  };
  // At most so many imports per user and hour, counted before the body is read (429 with Retry-After).
  const perUser = limiter(app, 'galley-import', { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits }.galleyImportPerUser, byUser);
  const onRequest = async (request: Parameters<typeof requireUser>[0]) => {
    await perUser(request);
    await requireOwnPublishers(app.config.database.db, requireUser(request));
  };

  serve(app, importGalley, { errorHandler, onRequest }, async (request, reply) => {
    const auth = requireUser(request);
    const own = await requireOwnPublishers(app.config.database.db, auth);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldProblem(EPUB_FIELD, 'choose an EPUB file to import');
    // Checked (and inflated) before the transaction: a slow file holds no database lock.
    const epub = checkEpub(request.body);
    const bytes = request.body;
    // The cover picture as a jacket, made outside the transaction too.
    const jacket = await epubJacket(bytes, epub.coverImage);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await saveImportedGalley(tx, auth.user.id, own, request.params.sku, epub, bytes, jacket),
    }));
  });
};
