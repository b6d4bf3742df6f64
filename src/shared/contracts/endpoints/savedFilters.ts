import { endpoint } from '../endpoint.ts';
import {
  categoryFilterOptionsSchema,
  createSavedFilterBodySchema,
  deleteSavedFilterBodySchema,
  filterOptionsSchema,
  savedFilterIdSchema,
  savedFilterListSchema,
  savedFilterSchema,
  updateSavedFilterBodySchema,
} from '../savedFilters.ts';
import * as routes from '../routes/savedFilters.ts';

/** The endpoints of the saved filters; a user sees and changes only their own (routes in routes/savedFilters.ts). */
export const getSavedFilters = endpoint(routes.getSavedFilters, { response: savedFilterListSchema });
export const createSavedFilter = endpoint(routes.createSavedFilter, { body: createSavedFilterBodySchema, response: savedFilterSchema, status: 201 });
export const updateSavedFilter = endpoint(routes.updateSavedFilter, { body: updateSavedFilterBodySchema, response: savedFilterSchema });
export const deleteSavedFilter = endpoint(routes.deleteSavedFilter, { body: deleteSavedFilterBodySchema, response: savedFilterIdSchema });
export const getFilterOptions = endpoint(routes.getFilterOptions, { response: filterOptionsSchema });
export const getCategoryFilterOptions = endpoint(routes.getCategoryFilterOptions, { response: categoryFilterOptionsSchema });
