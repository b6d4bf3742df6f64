import type { QueryClient } from '@tanstack/react-query';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import type { Assessments, SaveReviewBody } from '../../../shared/contracts/reviewEditor.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { DRAFT_REVIEW_ID, reviewAfterSave, reviewListWith } from '../../../shared/domain/reviewDraft.ts';
import { edit, type CacheEdit, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { currentUserId } from '../../lib/currentUser.ts';
import { titleKeys } from '../title/queryKeys.ts';
import { reviewKeys } from './queryKeys.ts';

/** A save (the editor's Save, the Much Love heart) or, with `save` null, a delete of the caller's review of a title. */
export interface ReviewChange {
  sku: string;
  save: SaveReviewBody | null;
  /** When the user made it: the review's updated date until the server answers. */
  now: string;
}

/**
 * What a review change shows on screen, each edit computed from the data it edits, so that applying it again to
 * data that already shows it changes nothing (also for a change still waiting after a reload: replayEdits.ts).
 * A first review of a title whose data is not at hand is not shown (there is nothing to show it with).
 */
export const reviewEdit: ReplayableEdit<ReviewChange> = { kind: 'review', edits: reviewEdits };

function reviewEdits(client: QueryClient, { sku, save, now }: ReviewChange): CacheEdit[] {
  const context = { sku, now, appUserId: currentUserId(client), product: client.getQueryData<Product>(titleKeys.detail(sku)) };
  const after = (previous: MyReview | null | undefined): MyReview | null | undefined => (save ? reviewAfterSave(previous, save, context) : null);
  const ratings: Partial<Record<string, number | null>> = save ? { ...save.ratings } : {};
  return [
    edit<MyReview | null>(reviewKeys.mineOfTitle(sku), (old) => after(old)),
    edit<MyReview[]>(reviewKeys.mine(), (list) => {
      const review = after(list.find((r) => r.sku === sku) ?? client.getQueryData<MyReview | null>(reviewKeys.mineOfTitle(sku)));
      return review === undefined ? undefined : reviewListWith(list, sku, review);
    }),
    edit<Assessments>(reviewKeys.assessments(sku), (old) => ({
      ...old,
      assessmentId: save ? old.assessmentId || DRAFT_REVIEW_ID : 0,
      overallAssessment: save ? save.ratings.overall : null,
      assessments: old.assessments.map((a) => ({ ...a, value: ratings[a.name] ?? null })),
    })),
  ];
}
