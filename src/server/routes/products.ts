import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getProduct,
  getProductDescriptions,
  getProductDescriptionsV1,
  getProductImages,
  getProductImagesV1,
  getProductLinks,
  getProductLinksV1,
  getProductsBatch,
  getProductV1,
} from '../../shared/contracts/endpoints/titles.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { httpProblem } from '../plugins/problem.ts';
import { findProduct, productPart, productsBySkus } from '../services/titles.ts';

/**
 * Title data (seed 2 section 7): GET /api/products/{sku}, /images, /links, /descriptions and their /api/v1 twins,
 * and POST /api/products/products,images (a list of skus). Open to anonymous visitors; per-user fields need a session.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: { user: { user: { id: number } } | null }) => request.user?.user.id ?? null;
  const notFound = (sku: string) => httpProblem(404, `no title with sku ${sku}`);

  for (const endpoint of [getProduct, getProductV1]) {
    serve(app, endpoint, async (request) => {
      const product = await findProduct(db(), request.params.sku, userId(request));
      if (!product) throw notFound(request.params.sku);
      return product;
    });
  }
  const parts = [
    ['images', [getProductImages, getProductImagesV1]],
    ['links', [getProductLinks, getProductLinksV1]],
    ['descriptions', [getProductDescriptions, getProductDescriptionsV1]],
  ] as const;
  for (const [part, endpoints] of parts) {
    for (const endpoint of endpoints) {
      serve(app, endpoint, async (request) => {
        const value = await productPart(db(), request.params.sku, part);
        if (value === null) throw notFound(request.params.sku);
        return value;
      });
    }
  }

  /** A read sent as POST: the titles (with images) of up to 100 skus, in the order asked; unknown skus left out. */
  serve(app, getProductsBatch, async (request) => productsBySkus(db(), request.body, userId(request)));
};
