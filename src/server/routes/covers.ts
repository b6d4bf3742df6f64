import path from 'node:path';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpProblem, problemResponses } from '../plugins/problem.ts';
import { COVER_HEIGHTS } from '../../shared/domain/coverSizes.ts';
import { coverSvg, DEFAULT_COVER_HEIGHT, INTERIOR_LARGE_WIDTH, INTERIOR_THUMB_HEIGHT, interiorSvg } from '../services/covers.ts';
import { findCoverProduct } from '../services/coversLookup.ts';
import { RasterCache } from '../services/coverRaster.ts';
import { storedEpubJacket } from '../services/epubCover.ts';
import { coverWidth } from '../../shared/domain/coverSizes.ts';

/**
 * Generated images never change under one URL (a title's sku, name and author are fixed; the size is in the query):
 * browsers and the service worker keep them a year without asking again.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';

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
const coverQuery = z.object({ height: sizeParam(COVER_HEIGHTS, 'height') });
const interiorQuery = z.object({ height: sizeParam([INTERIOR_THUMB_HEIGHT], 'height'), width: sizeParam([INTERIOR_LARGE_WIDTH], 'width') }).check(
  z.refine((q) => q.height === undefined || q.width === undefined, {
    message: 'give height or width, not both',
    path: ['width'],
  }),
);
const imageResponses = { 200: z.any(), ...problemResponses };

/**
 * Generated images of the demo catalogue, each as SVG and as WebP (rendered once from the SVG, then cached):
 * GET /covers/{sku}.svg|.webp?height=135|200|360|450|600 (jackets, 2:3, default 600) and
 * GET /covers/{sku}/interior/{n}.svg|.webp?height=360 (thumbnail) or ?width=1000 (large, the default).
 * The client asks for the WebP in a <picture> with the SVG as the fallback (entities/title/Jacket.tsx).
 */
export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  const raster = new RasterCache({ dir: path.join(app.config.dataDir, 'cache', 'covers') });

  // A jacket taken from an imported EPUB (services/epubCover.ts): the stored 400 x 600 WebP, made smaller when asked.
  app.get(
    '/covers/:sku/jacket/:version.webp',
    {
      schema: {
        params: z.object({ sku: skuParam, version: z.string().check(z.maxLength(32), z.regex(/^[\w-]{1,32}$/, 'unknown jacket version')) }),
        querystring: coverQuery,
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const image = await storedEpubJacket(app.config.database.db, request.params.sku, request.params.version);
      if (!image) throw httpProblem(404, `no such jacket for sku ${request.params.sku}`);
      const height = request.query.height ?? DEFAULT_COVER_HEIGHT;
      const { default: sharp } = await import('sharp');
      const sized = height >= 600 ? image : await sharp(image).resize(coverWidth(height), height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type(WEBP).send(sized);
    },
  );

  for (const format of ['svg', 'webp'] as const) {
    app.get(
      `/covers/:sku.${format}`,
      { schema: { params: z.object({ sku: skuParam }), querystring: coverQuery, response: imageResponses } },
      async (request, reply) => {
        const product = await findCoverProduct(app.config.database.db, request.params.sku);
        if (!product) throw httpProblem(404, `no title with sku ${request.params.sku}`);
        const svg = coverSvg(product, request.query.height ?? DEFAULT_COVER_HEIGHT);
        reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
        return format === 'svg' ? reply.type(SVG).send(svg) : reply.type(WEBP).send(await raster.webp(svg));
      },
    );

    app.get(
      `/covers/:sku/interior/:n.${format}`,
      {
        schema: {
          params: z.object({ sku: skuParam, n: z.coerce.number().check(z.int(), z.gte(1), z.lte(20)) }),
          querystring: interiorQuery,
          response: imageResponses,
        },
      },
      async (request, reply) => {
        const { sku, n } = request.params;
        const product = await findCoverProduct(app.config.database.db, sku);
        const image = product?.interiors[n - 1];
        if (!image) throw httpProblem(404, `no interior image ${n} for sku ${sku}`);
        const { height, width } = request.query;
        const svg = interiorSvg({ sku, n, caption: image.caption }, height ? { height } : { width: width ?? INTERIOR_LARGE_WIDTH });
        reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
        return format === 'svg' ? reply.type(SVG).send(svg) : reply.type(WEBP).send(await raster.webp(svg));
      },
    );
  }
};
