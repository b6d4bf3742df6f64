import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importOnix, onixImportProgress } from '../../shared/contracts/endpoints/publisherImport.ts';
import { ONIX_MAX_BYTES, ONIX_TOO_LARGE, ONIX_TYPES } from '../../shared/contracts/publisherImport.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { requireUser } from '../plugins/session.ts';
import { byUser, limiter } from '../plugins/rateLimit.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { ONIX_FIELD } from '../services/onixFile.ts';
import { ImportProgressStore } from '../services/importProgress.ts';
import { importOnix as runImport } from '../services/onixImport.ts';
import { requireOwnPublishers } from '../services/publisherAccess.ts';

/**
 * POST /api/v1/publisher/import/onix (issue 21 §3): an ONIX 3.0 file as the raw body (at most 50 MB) imports titles into
 * the publishers of the user's organization; answers {imported, updated, failedCount, failed: [{record, isbn, message}]}.
 * Records are written in transactions of a batch each (a savepoint per record, so a refused one rolls back alone), not in
 * one for the whole file; re-importing updates (by ISBN).
 * Sent with ?importId=<the client's id>, the server's progress (checking the file, then records written of all) can be
 * read meanwhile at GET .../onix/{importId}/progress, by the importer only (404 for anyone else or an unknown id).
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

  const progress = new ImportProgressStore();

  serve(app, importOnix, { errorHandler, onRequest }, async (request) => {
    const auth = requireUser(request);
    const own = await requireOwnPublishers(app.config.database.db, auth);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldProblem(ONIX_FIELD, 'choose an ONIX file to import');
    const importId = request.query.importId;
    if (!importId) return runImport(app.config.database.db, own, request.body, request.log);
    const userId = auth.user.id;
    progress.set(userId, importId, { phase: 'checking', done: 0, total: 0 });
    try {
      const reply = await runImport(app.config.database.db, own, request.body, request.log, ({ done, total }) =>
        progress.set(userId, importId, { phase: 'writing', done, total }),
      );
      const total = reply.imported + reply.updated + reply.failedCount;
      progress.set(userId, importId, { phase: 'done', done: total, total });
      return reply;
    } catch (error) {
      // A refused file answers its 4xx as without an id; its progress is gone.
      progress.delete(userId, importId);
      throw error;
    }
  });

  // The importer's own imports only: another user's id, an unknown or an expired one all answer the same 404.
  serve(app, onixImportProgress, async (request) => {
    const found = progress.get(requireUser(request).user.id, request.params.importId);
    if (!found) throw httpProblem(404, 'no import in progress with this id');
    return found;
  });
};
