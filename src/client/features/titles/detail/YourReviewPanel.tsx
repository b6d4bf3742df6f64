import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../../shared/domain/dateStyle.ts';
import { useRegistration } from '../../registration/RegistrationContext.tsx';
import { myTitleReviewQuery } from '../../reviews/queries.ts';
import './texts.ts';

/**
 * Your Review: the signed-in user's own review of the title (rating, Much Love heart, date and text) or a line
 * saying there is none; anonymous visitors get the review action, which opens the sign-up modal. The review
 * editor arrives with the next issue.
 */
export function YourReviewPanel({ sku, signedIn, country }: { sku: string; signedIn: boolean; country?: string | null }) {
  const { t } = useTranslation();
  const openRegistration = useRegistration();
  const headingId = useId();
  const query = useQuery({ ...myTitleReviewQuery(sku), enabled: signedIn });
  let body;
  if (!signedIn) {
    body = (
      <p className="your-review-action">
        <button type="button" className="btn btn-secondary" onClick={() => openRegistration('signUp')}>
          {t('titles.detail.yourReview.write')}
        </button>
      </p>
    );
  } else if (query.isPending) {
    body = <p role="status">{t('titles.detail.yourReview.loading')}</p>;
  } else if (query.isError) {
    body = (
      <p role="alert">
        {t('titles.detail.yourReview.error')}{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('titles.lanes.retry')}
        </button>
      </p>
    );
  } else if (!query.data) {
    body = <p className="empty-state">{t('titles.detail.yourReview.none')}</p>;
  } else {
    const review = query.data;
    body = (
      <div className="your-review">
        <p>
          {review.rating !== null ? <strong>{t('titles.detail.rated', { rating: review.rating })}</strong> : t('titles.detail.yourReview.notRated')}
          {review.muchLove ? (
            <span className="much-love" aria-label={t('titles.detail.yourReview.muchLove')} title={t('titles.detail.yourReview.muchLove')}>
              {' '}
              ♥
            </span>
          ) : null}
          {' · '}
          {t('titles.activity.reviewed', { date: formatDisplayDate(review.updatedDate, country) })}
        </p>
        {review.hasReviewText ? <p className="review-text">{review.text}</p> : null}
      </div>
    );
  }
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 className="panel-title panel-heading" id={headingId}>
        {t('titles.detail.yourReview.title')}
      </h2>
      {body}
    </section>
  );
}
