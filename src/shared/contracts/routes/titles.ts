import { route } from '../endpoint.ts';

const FILTER_TITLES = '/api/v1/filters/:viewId/titles';
const PRODUCT = '/api/products/:sku';
const PRODUCT_V1 = '/api/v1/products/:sku';

/** Titles (seed 2): the routes of contracts/titles.ts (zod-free, see endpoint.ts). */
export const getFilterTitles = route('GET', FILTER_TITLES);
export const getFilterTitleCount = route('GET', `${FILTER_TITLES}/count`);
export const getFilterFacets = route('GET', `${FILTER_TITLES}/facets`);
/** Title autocomplete: :sku is the literal `{}` of the seed's call. */
export const searchProducts = route('GET', `${PRODUCT}/search`);
export const getWebreaderSkus = route('GET', '/api/galleys/available/webreader/skus');
export const getProduct = route('GET', PRODUCT);
export const getProductImages = route('GET', `${PRODUCT}/images`);
export const getProductLinks = route('GET', `${PRODUCT}/links`);
export const getProductDescriptions = route('GET', `${PRODUCT}/descriptions`);
export const getProductV1 = route('GET', PRODUCT_V1);
export const getProductImagesV1 = route('GET', `${PRODUCT_V1}/images`);
export const getProductLinksV1 = route('GET', `${PRODUCT_V1}/links`);
export const getProductDescriptionsV1 = route('GET', `${PRODUCT_V1}/descriptions`);
/** A read sent as POST: the titles (with images) of up to 100 skus. */
export const getProductsBatch = route('POST', '/api/products/products,images');
