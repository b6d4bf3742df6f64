import { route } from '../endpoint.ts';

/** The caller's reviews (seeds 1 and 2): the routes of contracts/myReviews.ts (zod-free, see endpoint.ts). */
export const getMyReviews = route('GET', '/api/v1/me/reviews');
/** The review of one title, or null. */
export const getMyTitleReview = route('GET', '/api/me/reviews/:sku/review');
