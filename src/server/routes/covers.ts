import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpProblem, problemResponses } from '../plugins/problem.ts';
import { COVER_HEIGHTS, coverSvg, DEFAULT_COVER_HEIGHT, INTERIOR_LARGE_WIDTH, INTERIOR_THUMB_HEIGHT, interiorSvg } from '../services/covers.ts';
import { findCoverProduct } from '../services/coversLookup.ts';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';
const SVG = 'image/svg+xml; charset=utf-8';

const skuParam = z.string().check(z.maxLength(13), z.regex(/^\d{13}$/, 'sku must be 13 digits'));
const sizeParam = (allowed: readonly number[], name: string) =>
  z.optional(
    z.coerce.number({ message: `${name} must be one of ${allowed.join(', ')}` }).check(
      z.int(),
      z.gte(1),
      z.lte(10_000),
      z.refine((v) => allowed.includes(v), { message: `${name} must be one of ${allowed.join(', ')}` }),
    ),
  );

/**
 * Generated images of the demo catalogue:
 * GET /covers/{sku}.svg?height=135|200|360|450|600 (jackets, 2:3, default 600) and
 * GET /covers/{sku}/interior/{n}.svg?height=360 (thumbnail) or ?width=1000 (large, the default).
 */
export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/covers/:sku.svg',
    {
      schema: {
        params: z.object({ sku: skuParam }),
        querystring: z.object({ height: sizeParam(COVER_HEIGHTS, 'height') }),
        response: { 200: z.string(), ...problemResponses },
      },
    },
    async (request, reply) => {
      const product = await findCoverProduct(app.config.database.db, request.params.sku);
      if (!product) throw httpProblem(404, `no title with sku ${request.params.sku}`);
      const svg = coverSvg(product, request.query.height ?? DEFAULT_COVER_HEIGHT);
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type(SVG).send(svg);
    },
  );

  app.get(
    '/covers/:sku/interior/:n.svg',
    {
      schema: {
        params: z.object({ sku: skuParam, n: z.coerce.number().check(z.int(), z.gte(1), z.lte(20)) }),
        querystring: z.object({ height: sizeParam([INTERIOR_THUMB_HEIGHT], 'height'), width: sizeParam([INTERIOR_LARGE_WIDTH], 'width') }).check(
          z.refine((q) => q.height === undefined || q.width === undefined, {
            message: 'give height or width, not both',
            path: ['width'],
          }),
        ),
        response: { 200: z.string(), ...problemResponses },
      },
    },
    async (request, reply) => {
      const { sku, n } = request.params;
      const product = await findCoverProduct(app.config.database.db, sku);
      const image = product?.interiors[n - 1];
      if (!image) throw httpProblem(404, `no interior image ${n} for sku ${sku}`);
      const { height, width } = request.query;
      const svg = interiorSvg({ sku, n, caption: image.caption }, height ? { height } : { width: width ?? INTERIOR_LARGE_WIDTH });
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type(SVG).send(svg);
    },
  );
};
