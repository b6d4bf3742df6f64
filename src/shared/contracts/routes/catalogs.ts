import { route } from '../endpoint.ts';

const CATALOG = '/api/v1/catalogs/:id';
const CATALOG_TITLES = `${CATALOG}/titles`;

/** Catalogues (seed 2): the routes of contracts/catalogs.ts (zod-free, see endpoint.ts). */
export const getCatalogFolders = route('GET', '/api/v1/catalogs/folders');
export const getCatalog = route('GET', CATALOG);
export const getCatalogTitles = route('GET', CATALOG_TITLES);
export const getCatalogFacets = route('GET', `${CATALOG_TITLES}/facets`);
/** :field is `name` (the only field a client changes). */
export const renameCatalog = route('PUT', `${CATALOG}/:field`);
export const setCatalogFolders = route('PUT', `${CATALOG}/folders`);
export const resequenceCatalog = route('PUT', `${CATALOG_TITLES}/resequence`);
export const addCatalogTitles = route('PUT', CATALOG_TITLES);
export const removeCatalogTitles = route('DELETE', CATALOG_TITLES);
export const deleteCatalog = route('DELETE', CATALOG);
