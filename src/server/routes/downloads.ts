import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kindleSentSchema } from '../../shared/contracts/downloads.ts';
import { downloadGalley, getDownloads } from '../../shared/contracts/endpoints/downloads.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { httpProblem } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { listDownloads, takeGalleyFile } from '../services/downloads.ts';
import { sendGalleyToKindle } from '../services/kindleSend.ts';

/** The galley file's bytes (sent as they are, never serialised). */
const galleyFileSchema = z.instanceof(Buffer);

/**
 * Galley downloads (seeds 1 and 2): GET /api/v1/me/galleys/downloads (the titles the caller downloaded) and
 * GET /api/v1/me/galleys/{resourceId}/download, the file as an attachment for its approved requester only
 * (403 otherwise, 410 once expired), recorded as a download. With ?method=kindle the same path sends the galley to
 * the caller's saved Kindle email instead (seed 2: "send to Kindle") and answers JSON { sent: true, ... }; 409 when no
 * Kindle email is saved. Anonymous callers: 401.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getDownloads, async (request) => listDownloads(db(), requireUser(request).user.id));

  serve(app, downloadGalley, { response: z.union([galleyFileSchema, kindleSentSchema]) }, async (request, reply) => {
    const { user } = requireUser(request);
    if (request.query.method === 'kindle') {
      // A send has an effect: never from another site's link or form (the session cookie is SameSite=Lax).
      if (request.headers['sec-fetch-site'] === 'cross-site') throw httpProblem(403, 'cross-site requests are not allowed');
      return reply
        .header('Cache-Control', 'private, no-store')
        .send(await sendGalleyToKindle(db(), app.config.mailer, user.id, request.params.resourceId));
    }
    const file = await db().transaction((tx) => takeGalleyFile(tx, user.id, request.params.resourceId, request.query.method));
    return reply
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store')
      .type(file.mediaType)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
