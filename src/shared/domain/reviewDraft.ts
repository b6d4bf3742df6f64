import { muchLoveOf } from './heart.ts';
import { MORE_RATING_DIMENSIONS, type RatingDimension } from './ratings.ts';

/** A review of the caller as the client shows it (the shape of GET /api/me/reviews/{sku}/review). */
export interface ShownReview<P> {
  id: number;
  sku: string;
  createdDate: string;
  updatedDate: string;
  hasReviewText: boolean;
  text: string;
  rating: number | null;
  overallAssessment: number | null;
  ratings: Record<Exclude<RatingDimension, 'overall'>, number | null>;
  muchLove: boolean;
  appUserId: number;
  product: P;
}

/** What a save sends (PUT /api/me/reviews/products/{sku}). */
export interface ReviewSave {
  ratings: { overall: number } & Partial<Record<Exclude<RatingDimension, 'overall'>, number | null>>;
  text?: string;
}

/** The id a review saved offline shows until the server gives it its own (above 0: the review exists). */
export const DRAFT_REVIEW_ID = Number.MAX_SAFE_INTEGER;

/**
 * The review as a save will leave it (the optimistic update of a save): the ratings and text replaced, Much Love
 * following the overall rating, updated now; a first review gets the draft id and the caller's user id and product.
 * Undefined when there is no review yet and the title's data is not at hand.
 */
export function reviewAfterSave<P>(
  previous: ShownReview<P> | null | undefined,
  save: ReviewSave,
  context: { sku: string; now: string; appUserId: number; product: P | undefined },
): ShownReview<P> | undefined {
  const base =
    previous ??
    (context.product === undefined
      ? undefined
      : { id: DRAFT_REVIEW_ID, sku: context.sku, createdDate: context.now, appUserId: context.appUserId, product: context.product });
  if (!base) return undefined;
  const text = save.text ?? '';
  const overall = save.ratings.overall;
  const ratings = Object.fromEntries(MORE_RATING_DIMENSIONS.map((d) => [d, save.ratings[d] ?? null])) as ShownReview<P>['ratings'];
  return {
    ...base,
    updatedDate: context.now,
    text,
    hasReviewText: text.trim().length > 0,
    rating: overall,
    overallAssessment: overall,
    ratings,
    muchLove: muchLoveOf(overall),
  };
}

/** The caller's review list (latest update first) with one title's review replaced, added or (null) removed. */
export function reviewListWith<R extends { sku: string }>(list: readonly R[], sku: string, review: R | null): R[] {
  const others = list.filter((r) => r.sku !== sku);
  return review ? [review, ...others] : others;
}
