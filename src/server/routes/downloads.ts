import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadsResponseSchema, galleyDownloadQuerySchema, resourceIdParamsSchema } from '../../shared/contracts/downloads.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { listDownloads, takeGalleyFile } from '../services/downloads.ts';

/** The galley file's bytes (sent as they are, never serialised). */
const galleyFileSchema = z.instanceof(Buffer);

/**
 * Galley downloads (seeds 1 and 2): GET /api/v1/me/galleys/downloads (the titles the caller downloaded) and
 * GET /api/v1/me/galleys/{resourceId}/download, the file as an attachment for its approved requester only
 * (403 otherwise, 410 once expired), recorded as a download. Anonymous callers: 401.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  app.get('/api/v1/me/galleys/downloads', { schema: { response: { 200: downloadsResponseSchema, ...problemResponses } } }, async (request) =>
    listDownloads(db(), requireUser(request).user.id),
  );

  app.get('/api/v1/me/galleys/:resourceId/download', { schema: { params: resourceIdParamsSchema, querystring: galleyDownloadQuerySchema, response: { 200: galleyFileSchema, ...problemResponses } } }, async (request, reply) => {
    const { user } = requireUser(request);
    const file = await db().transaction((tx) => takeGalleyFile(tx, user.id, request.params.resourceId, request.query.method));
    return reply
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store')
      .type(file.mediaType)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
