import { describe, expect, it } from 'vitest';
import { isValidRating, MORE_RATING_DIMENSIONS, RATING_DIMENSION_IDS, RATING_DIMENSIONS, ratingDimensionOfId } from './ratings.ts';

describe('rating dimensions', () => {
  it('has the seed ids, in id order, with overall last and six more ratings', () => {
    expect(RATING_DIMENSIONS.map((d) => [d, RATING_DIMENSION_IDS[d]])).toEqual([
      ['writingQuality', 2],
      ['imageIllustrationQuality', 3],
      ['characterDevelopment', 4],
      ['couldntPutItDownness', 5],
      ['intellectualDepth', 6],
      ['originality', 7],
      ['overall', 9],
    ]);
    expect(MORE_RATING_DIMENSIONS).toHaveLength(6);
    expect(MORE_RATING_DIMENSIONS).not.toContain('overall');
    expect(ratingDimensionOfId(9)).toBe('overall');
    expect(ratingDimensionOfId(-1)).toBeUndefined();
    expect(ratingDimensionOfId(8)).toBeUndefined();
  });

  it('takes whole numbers 1 to 10 only', () => {
    expect([1, 5, 10].every(isValidRating)).toBe(true);
    expect([0, 11, 7.5, -1, '8', null, Number.NaN].some(isValidRating)).toBe(false);
  });
});
