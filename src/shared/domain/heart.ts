/**
 * The Much Love heart of Your Review (seed 3, Review state; constants: default rating 9, filled for 8 or higher).
 * A review with an overall rating of 8 or more shows a filled heart; clicking it asks to delete the review. Any other
 * review shows an empty heart that opens the review editor. With no review (assessmentId 0) the empty heart saves a
 * review with the default overall rating 9.
 */
export const MUCH_LOVE_RATING = 9;
export const HEART_FILLED_FROM = 8;

/** The caller's review as the heart sees it: none (null or assessmentId 0) or one with its overall rating. */
export interface HeartReview {
  assessmentId: number;
  overall: number | null;
}

export type HeartAction = 'saveMuchLove' | 'confirmDelete' | 'openEditor';

function exists(review: HeartReview | null | undefined): review is HeartReview {
  return !!review && review.assessmentId > 0;
}

/** True when the heart is drawn filled: a review exists with an overall rating of 8 or more. */
export function isHeartFilled(review: HeartReview | null | undefined): boolean {
  return exists(review) && review.overall !== null && review.overall >= HEART_FILLED_FROM;
}

/** What a click on the heart does. */
export function heartAction(review: HeartReview | null | undefined): HeartAction {
  if (!exists(review)) return 'saveMuchLove';
  return isHeartFilled(review) ? 'confirmDelete' : 'openEditor';
}

/** The stored Much Love flag of a review with this overall rating (kept in step with the heart). */
export function muchLoveOf(overall: number | null | undefined): boolean {
  return overall !== null && overall !== undefined && overall >= HEART_FILLED_FROM;
}
