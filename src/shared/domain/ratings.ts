/**
 * Review rating dimensions of seed 2 with their numeric ids (writingQuality 2, imageIllustrationQuality 3,
 * characterDevelopment 4, couldntPutItDownness 5, intellectualDepth 6, originality 7, overall 9; none -1).
 * Every rating is a whole number from 1 to 10.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const NO_RATING_ID = -1;

export const RATING_DIMENSION_IDS = {
  writingQuality: 2,
  imageIllustrationQuality: 3,
  characterDevelopment: 4,
  couldntPutItDownness: 5,
  intellectualDepth: 6,
  originality: 7,
  overall: 9,
} as const;
export type RatingDimension = keyof typeof RATING_DIMENSION_IDS;

/** Every dimension, in id order. */
export const RATING_DIMENSIONS = (Object.keys(RATING_DIMENSION_IDS) as RatingDimension[]).sort(
  (a, b) => RATING_DIMENSION_IDS[a] - RATING_DIMENSION_IDS[b],
);
/** The six dimensions of the editor's 'More Ratings' panel (everything but overall), in id order. */
export const MORE_RATING_DIMENSIONS = RATING_DIMENSIONS.filter((d) => d !== 'overall') as Exclude<RatingDimension, 'overall'>[];

/** The dimension of a numeric id, or undefined (also for -1, none). */
export function ratingDimensionOfId(id: number): RatingDimension | undefined {
  return RATING_DIMENSIONS.find((d) => RATING_DIMENSION_IDS[d] === id);
}

/** A whole number from 1 to 10. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}
