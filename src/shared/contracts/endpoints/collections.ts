import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { catalogIdParamsSchema, collectionListSchema, collectionSchema, createCollectionBodySchema, skuListBodySchema } from '../collections.ts';
import { skuParamsSchema, skuSchema } from '../titles.ts';
import * as routes from '../routes/collections.ts';

/** DELETE /api/v1/me/collections/{catalogId}/{sku}. */
export const collectionTitleParamsSchema = z.object({ catalogId: catalogIdParamsSchema.shape.id, sku: skuSchema });

/** The endpoints of the caller's collections (routes in routes/collections.ts). */
export const getCollections = endpoint(routes.getCollections, { response: collectionListSchema });
export const getCollectionsOfTitle = endpoint(routes.getCollectionsOfTitle, { params: skuParamsSchema, response: collectionListSchema });
/** {type: 2, name URL-encoded, products: [{sku}]} creates one. */
export const createCollection = endpoint(routes.createCollection, { body: createCollectionBodySchema, response: collectionSchema, status: 201 });
export const addToCollection = endpoint(routes.addToCollection, {
  params: catalogIdParamsSchema,
  body: skuListBodySchema,
  response: collectionSchema,
});
export const removeFromCollection = endpoint(routes.removeFromCollection, { params: collectionTitleParamsSchema, response: collectionSchema });
