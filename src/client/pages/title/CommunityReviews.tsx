import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunityReview, CommunityReviews as Reviews } from '../../../shared/contracts/titleReviews.ts';
import { formatReviewerTime } from '../../../shared/domain/reviewerTime.ts';
import { communityReviewsQuery } from '../../entities/title/queries.ts';

/** Reviews grouped by overall rating, best first. */
function groupByRating(reviews: CommunityReview[]): [number, CommunityReview[]][] {
  const groups = new Map<number, CommunityReview[]>();
  for (const review of reviews) groups.set(review.rating, [...(groups.get(review.rating) ?? []), review]);
  return [...groups.entries()].sort(([a], [b]) => b - a);
}

/** Review text cut to 3 lines, with Show more / Show less when it is longer. */
function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation(['titleDetail', 'reviews']);
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !open) setLong(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  return (
    <>
      <p ref={ref} className={open ? 'review-text-full' : 'review-text'}>
        {text}
      </p>
      {long ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('reviews:reviewEditor.community.showLess') : t('reviews:reviewEditor.community.showMore')}
        </button>
      ) : null}
    </>
  );
}

function ReviewCard({ review, data, country }: { review: CommunityReview; data: Reviews; country?: string | null }) {
  const { t } = useTranslation(['titleDetail', 'reviews']);
  const user = data.usersById[String(review.appUserId)];
  const organization = user ? data.organizationsById[String(user.orgID)] : undefined;
  return (
    <li className="review-card">
      <p>
        <strong>{user ? t('titles.detail.reviewer', { name: user.fullName, classification: user.classification }) : ''}</strong>
        {organization ? ` · ${organization.name}` : ''}
      </p>
      <p>
        {t('titles.detail.rated', { rating: review.rating })} ·{' '}
        <time dateTime={review.updatedDate}>{formatReviewerTime(review.updatedDate, country)}</time>
      </p>
      {review.hasReviewText ? <ClampedText text={review.text} /> : null}
    </li>
  );
}

/**
 * Community Reviews of a title (signed-in only), grouped by rating ('Rated X out of 10'), each with the reviewer's time
 * in New York time and the text cut to 3 lines.
 */
export function CommunityReviews({ sku, signedIn, country }: { sku: string; signedIn: boolean; country?: string | null }) {
  const { t } = useTranslation(['titleDetail', 'reviews']);
  const query = useQuery({ ...communityReviewsQuery(sku), enabled: signedIn });
  let body;
  if (!signedIn) body = <p className="empty-state">{t('titles.detail.reviewsSignIn')}</p>;
  else if (query.isPending) body = <p role="status">{t('titles.detail.reviewsLoading')}</p>;
  else if (query.isError) body = <p role="alert">{t('titles.detail.reviewsError')}</p>;
  else if (query.data.reviews.length === 0) body = <p className="empty-state">{t('titles.detail.reviewsEmpty')}</p>;
  else {
    const data = query.data;
    body = groupByRating(data.reviews).map(([rating, reviews]) => (
      <section className="review-group" key={rating}>
        <h3>{t('titles.detail.ratedGroup', { rating, count: reviews.length })}</h3>
        <ul className="plain-list">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} data={data} country={country} />
          ))}
        </ul>
      </section>
    ));
  }
  return (
    <section className="panel">
      <h2 className="panel-title panel-heading">{t('titles.detail.communityReviews')}</h2>
      {body}
    </section>
  );
}
