import { route } from '../endpoint.ts';

const SHARE_EXCEPTIONS = '/api/products/:sku/users/:userId/communities/shares-exceptions';

/** Community reviews and share exceptions (seed 2): the routes of contracts/titleReviews.ts (zod-free, see endpoint.ts). */
export const getCommunityReviews = route('GET', '/api/v1/affiliations/:communityId/:sku/reviews');
export const replaceShareExceptions = route('PUT', SHARE_EXCEPTIONS);
export const addShareExceptions = route('POST', SHARE_EXCEPTIONS);
/** No body removes them all. */
export const removeShareExceptions = route('DELETE', SHARE_EXCEPTIONS);
