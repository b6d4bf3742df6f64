import { describe, expect, it } from 'vitest';
import { heartAction, isHeartFilled, MUCH_LOVE_RATING, muchLoveOf } from './heart.ts';

describe('Much Love heart', () => {
  it('is empty with no review, and a click saves a review with overall rating 9', () => {
    expect(MUCH_LOVE_RATING).toBe(9);
    for (const none of [null, undefined, { assessmentId: 0, overall: null }]) {
      expect(isHeartFilled(none)).toBe(false);
      expect(heartAction(none)).toBe('saveMuchLove');
    }
  });

  it('is filled for a review rated 8, 9 or 10, and a click asks before deleting', () => {
    for (const overall of [8, 9, 10]) {
      expect(isHeartFilled({ assessmentId: 4, overall })).toBe(true);
      expect(heartAction({ assessmentId: 4, overall })).toBe('confirmDelete');
    }
  });

  it('is empty for a review rated 7 or lower (or not rated), and a click opens the editor', () => {
    for (const overall of [1, 5, 7, null]) {
      expect(isHeartFilled({ assessmentId: 4, overall })).toBe(false);
      expect(heartAction({ assessmentId: 4, overall })).toBe('openEditor');
    }
  });

  it('stores Much Love exactly when the heart is filled', () => {
    expect([null, undefined, 1, 7, 8, 9, 10].map(muchLoveOf)).toEqual([false, false, false, false, true, true, true]);
  });
});
