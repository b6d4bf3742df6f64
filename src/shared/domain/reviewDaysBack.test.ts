import { describe, expect, it } from 'vitest';
import { parseReviewDaysBack, REVIEW_DAYS_BACK_DEFAULT, REVIEW_DAYS_BACK_MAX } from './reviewDaysBack.ts';

describe('parseReviewDaysBack', () => {
  it('reads whole days from 1 to the maximum', () => {
    expect(parseReviewDaysBack('1')).toBe(1);
    expect(parseReviewDaysBack('30')).toBe(30);
    expect(parseReviewDaysBack(String(REVIEW_DAYS_BACK_MAX))).toBe(REVIEW_DAYS_BACK_MAX);
    expect(parseReviewDaysBack(7)).toBe(7);
  });

  it('falls back to the default for anything else', () => {
    for (const value of ['', 'abc', '0', '-5', '1.5', '3651', '99999999999', ' ', null, undefined, '1e3']) {
      expect(parseReviewDaysBack(value)).toBe(REVIEW_DAYS_BACK_DEFAULT);
    }
  });
});

describe('the buzz call’s window', () => {
  it('reaches as far back as a community home does', async () => {
    const { BUZZ_DAYS_BACK_MAX } = await import('../contracts/lists.ts');
    expect(BUZZ_DAYS_BACK_MAX).toBe(REVIEW_DAYS_BACK_MAX);
  });
});
