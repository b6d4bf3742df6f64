import { endpoint } from '../endpoint.ts';
import {
  assessmentsSchema,
  deletedReviewSchema,
  myTitleReviewV1Schema,
  reviewSkuParamsSchema,
  savedReviewSchema,
  saveReviewBodySchema,
  shareUriParamsSchema,
  shareUriSchema,
} from '../reviewEditor.ts';
import { shareExceptionsSchema } from '../titleReviews.ts';
import * as routes from '../routes/reviewEditor.ts';

/** The endpoints of the review editor (routes in routes/reviewEditor.ts). */
export const getMyReviewV1 = endpoint(routes.getMyReviewV1, { params: reviewSkuParamsSchema, response: myTitleReviewV1Schema });
export const getAssessments = endpoint(routes.getAssessments, { params: reviewSkuParamsSchema, response: assessmentsSchema });
export const getSharing = endpoint(routes.getSharing, { params: reviewSkuParamsSchema, response: shareExceptionsSchema });
export const getShareUri = endpoint(routes.getShareUri, { params: shareUriParamsSchema, response: shareUriSchema });
export const saveReview = endpoint(routes.saveReview, { params: reviewSkuParamsSchema, body: saveReviewBodySchema, response: savedReviewSchema });
export const deleteReview = endpoint(routes.deleteReview, { params: reviewSkuParamsSchema, response: deletedReviewSchema });
