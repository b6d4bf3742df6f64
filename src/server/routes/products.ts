import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  productDescriptionsSchema,
  productDetailSchema,
  productImageSchema,
  productLinkSchema,
  productListSchema,
  productsBatchBodySchema,
  skuParamsSchema,
} from '../../shared/contracts/titles.ts';
import { httpProblem, problemResponses } from '../plugins/problem.ts';
import { findProduct, productPart, productsBySkus } from '../services/titles.ts';

const PREFIXES = ['/api/products', '/api/v1/products'] as const;

/**
 * Title data (seed 2 section 7): GET /api/products/{sku}, /images, /links, /descriptions and their /api/v1 twins,
 * and POST /api/products/products,images (a list of skus). Open to anonymous visitors; per-user fields need a session.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: { user: { user: { id: number } } | null }) => request.user?.user.id ?? null;
  const notFound = (sku: string) => httpProblem(404, `no title with sku ${sku}`);

  for (const prefix of PREFIXES) {
    app.get(`${prefix}/:sku`, { schema: { params: skuParamsSchema, response: { 200: productDetailSchema, ...problemResponses } } }, async (request) => {
      const product = await findProduct(db(), request.params.sku, userId(request));
      if (!product) throw notFound(request.params.sku);
      return product;
    });
    const parts = [
      ['images', z.array(productImageSchema)],
      ['links', z.array(productLinkSchema)],
      ['descriptions', productDescriptionsSchema],
    ] as const;
    for (const [part, schema] of parts) {
      app.get(`${prefix}/:sku/${part}`, { schema: { params: skuParamsSchema, response: { 200: schema, ...problemResponses } } }, async (request) => {
        const value = await productPart(db(), request.params.sku, part);
        if (value === null) throw notFound(request.params.sku);
        return value;
      });
    }
  }

  /** A read sent as POST: the titles (with images) of up to 100 skus, in the order asked; unknown skus left out. */
  app.post(
    '/api/products/products,images',
    { schema: { body: productsBatchBodySchema, response: { 200: productListSchema, ...problemResponses } } },
    async (request) => productsBySkus(db(), request.body, userId(request)),
  );
};
