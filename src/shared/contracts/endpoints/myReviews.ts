import { endpoint } from '../endpoint.ts';
import { myReviewsSchema, myTitleReviewParamsSchema, myTitleReviewSchema } from '../myReviews.ts';
import * as routes from '../routes/myReviews.ts';

/** The endpoints of the caller's own reviews (routes in routes/myReviews.ts). */
export const getMyReviews = endpoint(routes.getMyReviews, { response: myReviewsSchema });
export const getMyTitleReview = endpoint(routes.getMyTitleReview, { params: myTitleReviewParamsSchema, response: myTitleReviewSchema });
