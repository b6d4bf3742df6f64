import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewCopyDownload, setKindleMethod, setPreferredFormat } from '../../shared/contracts/endpoints/preferences.ts';
import { REVIEW_COPY_DOWNLOAD, reviewCopyDownload, setPreference } from '../services/preferences.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireSession, requireUser } from '../plugins/session.ts';

/** GET /api/v1/me/preferences/reviewCopyDownload and its two PUTs (seed 2: download preferences). */
export const reviewCopyPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  serve(app, getReviewCopyDownload, async (request) => {
    const { user } = requireUser(request);
    return reviewCopyDownload(app.config.database.db, user.id);
  });

  /** Method 1 send to email, 2 send to Kindle; an optional JSON body { kindleEmail } saves the address too. */
  serve(app, setKindleMethod, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'kindleDownloadMethod', request.params.method);
      const email = request.body?.kindleEmail;
      if (email !== undefined) await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'kindleEmail', email);
      return { status: 200, body: await reviewCopyDownload(tx, user.id) };
    });
  });

  serve(app, setPreferredFormat, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, REVIEW_COPY_DOWNLOAD, 'preferredFormat', request.params.format);
      return { status: 200, body: await reviewCopyDownload(tx, user.id) };
    });
  });
};
