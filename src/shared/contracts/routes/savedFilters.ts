import { route } from '../endpoint.ts';

const SAVED_FILTERS = '/api/v1/savedFilters';

/** Saved filters (seed 2): the routes of contracts/savedFilters.ts (zod-free, see endpoint.ts). */
export const getSavedFilters = route('GET', SAVED_FILTERS);
export const createSavedFilter = route('POST', SAVED_FILTERS);
export const updateSavedFilter = route('PUT', SAVED_FILTERS);
export const deleteSavedFilter = route('DELETE', SAVED_FILTERS);
export const getFilterOptions = route('GET', `${SAVED_FILTERS}/filterOptions`);
export const getCategoryFilterOptions = route('GET', '/api/v1/affiliations/categoryFilterOptions');
