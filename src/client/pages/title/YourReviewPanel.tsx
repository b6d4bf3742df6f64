import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { ConfirmDeleteDialog } from '../../features/review/ConfirmDeleteDialog.tsx';
import { MuchLoveHeart } from '../../features/review/MuchLoveHeart.tsx';
import { useDeleteReview, useSaveReview } from '../../features/review/mutations.ts';
import { assessmentsQuery, genreCommunitiesQuery, sharingQuery } from '../../entities/review/editorQueries.ts';
import { ReviewEditorDrawer } from '../../features/review/parts.ts';
import { myTitleReviewQuery } from '../../entities/review/queries.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { resources } from '../../lib/offline/resources.ts';
import '../../features/review/reviewEditor.css';

/** What the panel opens: loaded with it (TitleDetailPage), so that a review is written offline too. */
export const parts = [ReviewEditorDrawer];
/** What the panel shows, read before the title page shows (TitleDetailPage), so that nothing moves as it fills. */
export const panelQueries = (sku: string) => [myTitleReviewQuery(sku)];

/**
 * Your Review: the signed-in user's own review of the title (rating, date and text) or a line saying there is none,
 * with Write a Review / Edit Review (the review editor drawer) and the Much Love heart. Anonymous visitors get the
 * review action, which opens the sign-up modal.
 */
export function YourReviewPanel({ sku, title, country }: { sku: string; title: string; country?: string | null }) {
  const { t } = useTranslation(['titleDetail', 'reviews', 'titles']);
  const headingId = useId();
  const query = useQuery(myTitleReviewQuery(sku));
  const save = useSaveReview(sku, title);
  const remove = useDeleteReview(sku, title);
  // The editor reads the title's ratings and share exceptions: read ahead (small answers) so that it opens offline.
  usePreloadParts(parts, true, [assessmentsQuery(sku), sharingQuery(sku), genreCommunitiesQuery(sku)]);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  let body;
  if (query.isPending) {
    body = <p role="status">{t('titles.detail.yourReview.loading')}</p>;
  } else if (query.isError) {
    body = (
      <p role="alert">
        {t('titles.detail.yourReview.error')}{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('titles:titles.lanes.retry')}
        </button>
      </p>
    );
  } else {
    const review = query.data;
    body = (
      <>
        <div className="your-review">
          <MuchLoveHeart
            review={review}
            busy={save.isPending || remove.isPending}
            onSaveMuchLove={(overall) => save.mutate({ ratings: { overall }, text: '' })}
            onConfirmDelete={() => setConfirming(true)}
            onOpenEditor={() => setEditing(true)}
          />
          {review ? (
            <div>
              <p>
                {review.rating !== null ? (
                  <strong>{t('titles.detail.rated', { rating: review.rating })}</strong>
                ) : (
                  t('titles.detail.yourReview.notRated')
                )}
                {' · '}
                {t('titles:titles.activity.reviewed', { date: formatDisplayDate(review.updatedDate, country) })}
              </p>
              {review.hasReviewText ? <p className="review-text your-review-text">{review.text}</p> : null}
            </div>
          ) : (
            <p className="empty-state">{t('titles.detail.yourReview.none')}</p>
          )}
        </div>
        <p className="your-review-action">
          <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setEditing(true)}>
            {review ? t('reviews:reviewEditor.panel.edit') : t('titles.detail.yourReview.write')}
          </button>
        </p>
      </>
    );
  }
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 className="panel-title panel-heading" id={headingId}>
        {t('titles.detail.yourReview.title')}
      </h2>
      <PendingMark resources={[resources.review(sku)]} />
      {body}
      {editing ? (
        <PartBoundary>
          <ReviewEditorDrawer sku={sku} title={title} onClose={close} />
        </PartBoundary>
      ) : null}
      {confirming ? (
        <ConfirmDeleteDialog
          busy={remove.isPending}
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
      ) : null}
    </section>
  );
}
