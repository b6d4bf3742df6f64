import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAvatar, uploadAvatar } from '../../shared/contracts/endpoints/profile.ts';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TYPES } from '../../shared/contracts/profile.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem, sendProblem } from '../plugins/problem.ts';
import { requireUser } from '../plugins/session.ts';
import { AVATAR_SIZES, avatarImage, avatarRenditions, removeAvatar, saveAvatar, type AvatarSize } from '../services/avatarUpload.ts';
import { IMAGE_CACHE_CONTROL } from './covers.ts';

/**
 * Uploaded avatars (issue 20): PUT /api/v1/me/avatar takes the picture's bytes as the body (image/jpeg, image/png or
 * image/webp, checked by content, at most 5 MB), DELETE goes back to the initials picture, and
 * GET /avatars/users/{userId}-{version}.webp?size=48|96|256 serves the squares made at upload.
 */
export const avatarUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin reads raw image bodies; a body over the limit is refused before it is read in full.
  app.addContentTypeParser([...AVATAR_TYPES, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_, body, done) =>
    done(null, body),
  );
  // The size limit in the avatar's own words; every other error goes on to the app's handler.
  const errorHandler = (error: Error & { code?: string }) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? fieldProblem('avatar', AVATAR_TOO_LARGE, 413) : error;
  };

  serve(app, uploadAvatar, { errorHandler }, async (request, reply) => {
    const { user } = requireUser(request);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldProblem('avatar', 'choose a picture to upload');
    // Decoded and resized before the transaction: a slow picture holds no database lock.
    const renditions = await avatarRenditions(request.body);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: { avatarUri: await saveAvatar(tx, user.id, renditions) } }));
  });

  serve(app, deleteAvatar, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: { avatarUri: await removeAvatar(tx, user.id) } }));
  });

  app.get(
    '/avatars/users/:key.webp',
    {
      schema: {
        params: z.object({ key: z.string().check(z.maxLength(40), z.regex(/^\d{1,10}-[A-Za-z0-9_-]{16}$/, 'unknown avatar')) }),
        querystring: z.object({ size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1024))) }),
      },
    },
    async (request, reply) => {
      const dash = request.params.key.indexOf('-');
      const userId = Number(request.params.key.slice(0, dash));
      const wanted = request.query.size ?? AVATAR_SIZES.medium;
      const size = (Object.keys(AVATAR_SIZES) as AvatarSize[]).find((s) => AVATAR_SIZES[s] >= wanted) ?? 'large';
      const image = userId <= 2_147_483_647 ? await avatarImage(app.config.database.db, userId, request.params.key.slice(dash + 1), size) : null;
      if (!image) return sendProblem(reply, 404, 'no such avatar');
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type('image/webp').send(image);
    },
  );
};
