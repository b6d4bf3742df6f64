import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  filteredTitlesQuerySchema,
  filteredTitlesSchema,
  productDescriptionsSchema,
  productDetailSchema,
  productImageSchema,
  productLinkSchema,
  productListSchema,
  productsBatchBodySchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  skuParamsSchema,
  titleCountSchema,
  titleFacetsQuerySchema,
  titleFacetsSchema,
  viewIdParamsSchema,
  webreaderSkusSchema,
} from '../titles.ts';
import * as routes from '../routes/titles.ts';

/** GET /api/products/{}/search: the literal `{}` segment (any other answers 404). */
export const productSearchParamsSchema = z.object({ sku: z.string().check(z.maxLength(64)) });

/** The endpoints of the titles (routes in routes/titles.ts). */
export const getFilterTitles = endpoint(routes.getFilterTitles, {
  params: viewIdParamsSchema,
  querystring: filteredTitlesQuerySchema,
  response: filteredTitlesSchema,
});
export const getFilterTitleCount = endpoint(routes.getFilterTitleCount, {
  params: viewIdParamsSchema,
  querystring: filteredTitlesQuerySchema,
  response: titleCountSchema,
});
export const getFilterFacets = endpoint(routes.getFilterFacets, {
  params: viewIdParamsSchema,
  querystring: titleFacetsQuerySchema,
  response: titleFacetsSchema,
});
export const searchProducts = endpoint(routes.searchProducts, {
  params: productSearchParamsSchema,
  querystring: productSearchQuerySchema,
  response: productSearchResultSchema,
});
export const getWebreaderSkus = endpoint(routes.getWebreaderSkus, { response: webreaderSkusSchema });
const productImagesSchema = z.array(productImageSchema);
const productLinksSchema = z.array(productLinkSchema);
export const getProduct = endpoint(routes.getProduct, { params: skuParamsSchema, response: productDetailSchema });
export const getProductImages = endpoint(routes.getProductImages, { params: skuParamsSchema, response: productImagesSchema });
export const getProductLinks = endpoint(routes.getProductLinks, { params: skuParamsSchema, response: productLinksSchema });
export const getProductDescriptions = endpoint(routes.getProductDescriptions, { params: skuParamsSchema, response: productDescriptionsSchema });
export const getProductV1 = endpoint(routes.getProductV1, { params: skuParamsSchema, response: productDetailSchema });
export const getProductImagesV1 = endpoint(routes.getProductImagesV1, { params: skuParamsSchema, response: productImagesSchema });
export const getProductLinksV1 = endpoint(routes.getProductLinksV1, { params: skuParamsSchema, response: productLinksSchema });
export const getProductDescriptionsV1 = endpoint(routes.getProductDescriptionsV1, { params: skuParamsSchema, response: productDescriptionsSchema });
/** A read sent as POST: the titles (with images) of up to 100 skus, in the order asked; unknown skus left out. */
export const getProductsBatch = endpoint(routes.getProductsBatch, { body: productsBatchBodySchema, response: productListSchema });
