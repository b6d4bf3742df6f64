import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KINDLE_METHODS,
  kindleMethodBodySchema,
  PREFERRED_FORMAT_CODES,
  reviewCopyDownloadSchema,
} from '../../shared/contracts/preferences.ts';
import { REVIEW_COPY_DOWNLOAD, reviewCopyDownload, setPreference } from '../services/preferences.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';

const kindleParams = z.object({
  method: z
    .string()
    .check(z.maxLength(2, 'unknown Kindle download method'), z.refine((m) => (KINDLE_METHODS as readonly number[]).map(String).includes(m), 'unknown Kindle download method')),
});
const formatParams = z.object({
  format: z
    .string()
    .check(z.maxLength(4, 'unknown format code'), z.refine((f) => (PREFERRED_FORMAT_CODES as readonly number[]).map(String).includes(f), 'unknown format code')),
});

/** GET /api/v1/me/preferences/reviewCopyDownload and its two PUTs (seed 2: download preferences). */
export const reviewCopyPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const base = '/api/v1/me/preferences/reviewCopyDownload';
  const response = { 200: reviewCopyDownloadSchema, ...problemResponses };

  app.get(base, { schema: { response } }, async (request) => {
    const { user } = requireUser(request);
    return reviewCopyDownload(app.config.database.db, user.id);
  });

  /** Method 1 send to email, 2 send to Kindle; an optional JSON body { kindleEmail } saves the address too. */
  app.put(`${base}/kindle/:method`, { schema: { params: kindleParams, body: kindleMethodBodySchema, response } }, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'kindleDownloadMethod', request.params.method);
      const email = request.body?.kindleEmail;
      if (email !== undefined) await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'kindleEmail', email);
      return { status: 200, body: await reviewCopyDownload(tx, user.id) };
    });
  });

  app.put(`${base}/preferredFormat/:format`, { schema: { params: formatParams, response } }, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'preferredFormat', request.params.format);
      return { status: 200, body: await reviewCopyDownload(tx, user.id) };
    });
  });
};
