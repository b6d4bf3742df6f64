import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import { heartAction, isHeartFilled, MUCH_LOVE_RATING, type HeartReview } from '../../../shared/domain/heart.ts';

export function heartReviewOf(review: MyReview | null | undefined): HeartReview | null {
  return review ? { assessmentId: review.id, overall: review.rating } : null;
}

/**
 * The Much Love heart (seed 3): filled for an overall rating of 8 or more. A click on an empty heart with no review
 * saves one rated 9; on a filled heart asks before deleting; on an empty heart with a review opens the editor.
 */
export function MuchLoveHeart({
  review,
  busy,
  onSaveMuchLove,
  onConfirmDelete,
  onOpenEditor,
}: {
  review: MyReview | null;
  busy: boolean;
  onSaveMuchLove: (overall: number) => void;
  onConfirmDelete: () => void;
  onOpenEditor: () => void;
}) {
  const { t } = useTranslation('reviews');
  const heart = heartReviewOf(review);
  const filled = isHeartFilled(heart);
  const action = heartAction(heart);
  const hint =
    action === 'saveMuchLove'
      ? t('reviewEditor.panel.muchLoveEmpty')
      : action === 'confirmDelete'
        ? t('reviewEditor.panel.muchLoveFilled', { rating: review?.rating })
        : t('reviewEditor.panel.muchLoveOpen');
  return (
    <button
      type="button"
      className={`much-love-heart${filled ? ' is-filled' : ''}`}
      aria-label={t('reviewEditor.panel.muchLove')}
      aria-pressed={filled}
      title={hint}
      disabled={busy}
      onClick={() => {
        if (action === 'saveMuchLove') onSaveMuchLove(MUCH_LOVE_RATING);
        else if (action === 'confirmDelete') onConfirmDelete();
        else onOpenEditor();
      }}
    >
      <span aria-hidden="true">{filled ? '♥' : '♡'}</span>
    </button>
  );
}
