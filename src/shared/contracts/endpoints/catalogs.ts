import { endpoint } from '../endpoint.ts';
import {
  catalogDeletedSchema,
  catalogFieldParamsSchema,
  catalogFoldersBodySchema,
  catalogFoldersSchema,
  catalogRenameBodySchema,
  catalogSchema,
} from '../catalogs.ts';
import { catalogIdParamsSchema, skuListBodySchema } from '../collections.ts';
import { filteredTitlesQuerySchema, filteredTitlesSchema, titleFacetsQuerySchema, titleFacetsSchema } from '../titles.ts';
import * as routes from '../routes/catalogs.ts';

/** The endpoints of the catalogues; only the owner reads or changes one (routes in routes/catalogs.ts). */
export const getCatalogFolders = endpoint(routes.getCatalogFolders, { response: catalogFoldersSchema });
export const getCatalog = endpoint(routes.getCatalog, { params: catalogIdParamsSchema, response: catalogSchema });
export const getCatalogTitles = endpoint(routes.getCatalogTitles, {
  params: catalogIdParamsSchema,
  querystring: filteredTitlesQuerySchema,
  response: filteredTitlesSchema,
});
export const getCatalogFacets = endpoint(routes.getCatalogFacets, {
  params: catalogIdParamsSchema,
  querystring: titleFacetsQuerySchema,
  response: titleFacetsSchema,
});
/** PUT /{id}/name: the URL-encoded name as text or a JSON string. */
export const renameCatalog = endpoint(routes.renameCatalog, {
  params: catalogFieldParamsSchema,
  body: catalogRenameBodySchema,
  response: catalogSchema,
});
export const setCatalogFolders = endpoint(routes.setCatalogFolders, {
  params: catalogIdParamsSchema,
  body: catalogFoldersBodySchema,
  response: catalogFoldersSchema,
});
export const resequenceCatalog = endpoint(routes.resequenceCatalog, {
  params: catalogIdParamsSchema,
  body: skuListBodySchema,
  response: catalogSchema,
});
export const addCatalogTitles = endpoint(routes.addCatalogTitles, {
  params: catalogIdParamsSchema,
  body: skuListBodySchema,
  response: catalogSchema,
});
export const removeCatalogTitles = endpoint(routes.removeCatalogTitles, {
  params: catalogIdParamsSchema,
  body: skuListBodySchema,
  response: catalogSchema,
});
export const deleteCatalog = endpoint(routes.deleteCatalog, { params: catalogIdParamsSchema, response: catalogDeletedSchema });
