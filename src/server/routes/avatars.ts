import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../plugins/problem.ts';
import { AVATAR_COLOURS, avatarSvg } from '../services/avatars.ts';
import { IMAGE_CACHE_CONTROL } from './covers.ts';

/**
 * GET /avatars/{initials}-{colour}.svg: initials (1 or 2 letters) on one of the avatar colours.
 * The URI is what users.avatarUri and community logos hold (see avatarUri in services/avatars.ts).
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:key.svg',
    {
      schema: {
        params: z.object({
          key: z.string().check(
            z.maxLength(8),
            z.regex(/^\p{L}{1,2}-\d{1,2}$/u, 'avatar key must be initials, a dash and a colour number'),
            z.refine((k) => Number(k.split('-')[1]) < AVATAR_COLOURS.length, 'unknown avatar colour'),
          ),
        }),
        querystring: z.object({ size: z.optional(z.coerce.number().check(z.int(), z.gte(16), z.lte(512))) }),
        response: { 200: z.string(), ...problemResponses },
      },
    },
    async (request, reply) => {
      const [initials, colour] = request.params.key.split('-') as [string, string];
      return reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .type('image/svg+xml; charset=utf-8')
        .send(avatarSvg(initials, Number(colour), request.query.size ?? 96));
    },
  );
};
