import { describe, expect, it } from 'vitest';
import { DRAFT_REVIEW_ID, reviewAfterSave, reviewListWith, type ShownReview } from './reviewDraft.ts';

const context = { sku: '9780000000001', now: '2026-11-23T10:00:00.000Z', appUserId: 5, product: { name: 'Tide' } };
const none = {
  writingQuality: null,
  imageIllustrationQuality: null,
  characterDevelopment: null,
  couldntPutItDownness: null,
  intellectualDepth: null,
  originality: null,
};

describe('reviewAfterSave', () => {
  it('makes a first review with the draft id, the caller and the product; Much Love at 9', () => {
    const review = reviewAfterSave(null, { ratings: { overall: 9 }, text: '' }, context)!;
    expect(review).toEqual({
      id: DRAFT_REVIEW_ID,
      sku: context.sku,
      createdDate: context.now,
      updatedDate: context.now,
      appUserId: 5,
      product: { name: 'Tide' },
      text: '',
      hasReviewText: false,
      rating: 9,
      overallAssessment: 9,
      ratings: none,
      muchLove: true,
    });
  });

  it('replaces the ratings and text of an existing review, keeping its id and creation date', () => {
    const previous: ShownReview<{ name: string }> = {
      ...reviewAfterSave(null, { ratings: { overall: 9, originality: 4 } }, context)!,
      id: 12,
      createdDate: '2026-01-01',
    };
    const after = reviewAfterSave(previous, { ratings: { overall: 5, writingQuality: 7 }, text: ' Good ' }, { ...context, now: 'later' })!;
    expect(after).toMatchObject({
      id: 12,
      createdDate: '2026-01-01',
      updatedDate: 'later',
      rating: 5,
      muchLove: false,
      text: ' Good ',
      hasReviewText: true,
    });
    expect(after.ratings).toEqual({ ...none, writingQuality: 7 });
  });

  it('cannot make a first review without the title', () => {
    expect(reviewAfterSave(null, { ratings: { overall: 9 } }, { ...context, product: undefined })).toBeUndefined();
  });
});

describe('reviewListWith', () => {
  it('puts the saved review first, or takes it out', () => {
    const list = [
      { sku: 'a', n: 1 },
      { sku: 'b', n: 1 },
    ];
    expect(reviewListWith(list, 'b', { sku: 'b', n: 2 })).toEqual([
      { sku: 'b', n: 2 },
      { sku: 'a', n: 1 },
    ]);
    expect(reviewListWith(list, 'a', null)).toEqual([{ sku: 'b', n: 1 }]);
  });
});
