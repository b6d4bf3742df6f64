import * as z from 'zod/mini';
import { communityReviewSchema } from './titleReviews.ts';
import { productSchema, skuSchema } from './titles.ts';

/**
 * One of the caller's own reviews (seed 2 Review: sku, createdDate, updatedDate, hasReviewText, rating /
 * overallAssessment out of 10, text, appUserId, product), with the six other ratings and the Much Love heart.
 * rating and overallAssessment are null while the review has no overall rating.
 */
export const myReviewSchema = z.object({
  id: z.int(),
  sku: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  hasReviewText: z.boolean(),
  text: z.string(),
  rating: z.nullable(z.int()),
  overallAssessment: z.nullable(z.int()),
  ratings: communityReviewSchema.shape.ratings,
  muchLove: z.boolean(),
  appUserId: z.int(),
  product: productSchema,
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/v1/me/reviews: the caller's reviews, most recently updated first. */
export const myReviewsSchema = z.array(myReviewSchema);

/** GET /api/me/reviews/{sku}/review: the caller's review of that title, or null. */
export const myTitleReviewSchema = z.nullable(myReviewSchema);
export const myTitleReviewParamsSchema = z.object({ sku: skuSchema });
