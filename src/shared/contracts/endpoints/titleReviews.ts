import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  communityReviewsParamsSchema,
  communityReviewsSchema,
  shareExceptionsBodySchema,
  shareExceptionsParamsSchema,
  shareExceptionsSchema,
} from '../titleReviews.ts';
import * as routes from '../routes/titleReviews.ts';

/** The endpoints of the community reviews and share exceptions (routes in routes/titleReviews.ts). */
export const getCommunityReviews = endpoint(routes.getCommunityReviews, { params: communityReviewsParamsSchema, response: communityReviewsSchema });
const shareExceptionsChange = { params: shareExceptionsParamsSchema, body: z.nullish(shareExceptionsBodySchema), response: shareExceptionsSchema };
export const replaceShareExceptions = endpoint(routes.replaceShareExceptions, shareExceptionsChange);
export const addShareExceptions = endpoint(routes.addShareExceptions, shareExceptionsChange);
/** No body removes them all. */
export const removeShareExceptions = endpoint(routes.removeShareExceptions, shareExceptionsChange);
