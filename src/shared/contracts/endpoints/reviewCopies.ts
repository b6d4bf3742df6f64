import { endpoint } from '../endpoint.ts';
import { reviewCopiesParamsSchema, reviewCopiesSchema } from '../reviewCopies.ts';
import { filteredTitlesQuerySchema, titleFacetsQuerySchema, titleFacetsSchema } from '../titles.ts';
import * as routes from '../routes/reviewCopies.ts';

/** The endpoints of a community's review copies (routes in routes/reviewCopies.ts). */
export const getReviewCopies = endpoint(routes.getReviewCopies, {
  params: reviewCopiesParamsSchema,
  querystring: filteredTitlesQuerySchema,
  response: reviewCopiesSchema,
});
export const getReviewCopyFacets = endpoint(routes.getReviewCopyFacets, {
  params: reviewCopiesParamsSchema,
  querystring: titleFacetsQuerySchema,
  response: titleFacetsSchema,
});
