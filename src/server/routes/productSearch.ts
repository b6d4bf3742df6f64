import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWebreaderSkus, searchProducts as searchProductsEndpoint } from '../../shared/contracts/endpoints/titles.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { httpProblem } from '../plugins/problem.ts';
import { searchProducts, webreaderSkus } from '../services/titles.ts';

/**
 * Title autocomplete, GET /api/products/{}/search?q=&attributes=product,images&limit=10. The `{}` is a literal
 * path segment of the seed's call; clients send it as /api/products/%7B%7D/search (or raw {}): both reach this
 * route because the segment is a parameter that must decode to "{}". Case-insensitive on name or author.
 * Also GET /api/galleys/available/webreader/skus: skus readable in the web reader.
 */
export const productSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;

  serve(app, searchProductsEndpoint, async (request) => {
    if (request.params.sku !== '{}') throw httpProblem(404, 'title search lives at /api/products/{}/search');
    const { q, attributes, limit } = request.query;
    const wanted = new Set(attributes.split(','));
    const found = await searchProducts(db(), q, limit, request.user?.user.id ?? null);
    return found.map((p) => ({
      sku: p.sku,
      name: p.name,
      author: p.author,
      ...(wanted.has('product') ? { product: p } : {}),
      ...(wanted.has('images') ? { images: p.images } : {}),
    }));
  });

  serve(app, getWebreaderSkus, async () => webreaderSkus(db()));
};
