import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { TFunction } from 'i18next';
import type { Product } from '../../../shared/contracts/titles.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import {
  downloadsInTab,
  downloadTabCounts,
  requestsInTab,
  requestTabCounts,
  reviewedSkus,
  reviewRating,
  reviewsInTab,
  reviewTabCounts,
  shelfItemsInTab,
  shelfTabCounts,
  type DownloadTab,
  type RequestTab,
  type ReviewTab,
  type ShelfTab,
  type TabCount,
} from '../../../shared/domain/yourBooksTabs.ts';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { shelvesQuery } from '../../entities/shelf/queries.ts';
import type { TileSummary } from '../../entities/title/TitleTile.tsx';
import type { YourBooksSection } from './sections.ts';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { myDownloadsQuery } from '../../entities/download/queries.ts';

/** One title of a section as the panels and grids show it. */
export interface BookEntry {
  key: string;
  product: Product;
  summary?: TileSummary;
  /** The panel's status/date line. */
  line: string;
  /** The grid's lines under the tile (status and dates). */
  details: string[];
}

export type SectionView =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; tabs: TabCount<string>[]; entriesOf: (tab: string) => BookEntry[] };

function availability(t: TFunction, item: { isDownloadable: boolean; isRequestable: boolean }): string {
  if (item.isDownloadable) return t('yourBooks.availability.download');
  if (item.isRequestable) return t('yourBooks.availability.request');
  return t('yourBooks.availability.none');
}

/** The queries a section reads: its own and, for requests and downloads, the reviews (what "reviewed" means). */
function useSectionQueries(section: YourBooksSection) {
  const shelves = useQuery({ ...shelvesQuery, enabled: section === 'shelves' });
  const requests = useQuery({ ...myRequestsQuery, enabled: section === 'requests' });
  const downloads = useQuery({ ...myDownloadsQuery, enabled: section === 'downloads' });
  const reviews = useQuery({ ...myReviewsQuery, enabled: section !== 'shelves' });
  const used: UseQueryResult[] =
    section === 'shelves' ? [shelves] : section === 'requests' ? [requests, reviews] : section === 'downloads' ? [downloads, reviews] : [reviews];
  return { shelves, requests, downloads, reviews, used };
}

/**
 * A section's tabs with counts and its titles per tab, or its loading or error state. Load errors are logged
 * only (seed 1 section 8); the screen offers a quiet retry.
 */
export function useSectionView(section: YourBooksSection): SectionView {
  const { t } = useTranslation('yourBooks');
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const { shelves, requests, downloads, reviews, used } = useSectionQueries(section);
  const failed = used.find((query) => query.isError && !query.data);

  useEffect(() => {
    if (failed) console.error(`Your Books: the ${section} could not be loaded`, failed.error);
  }, [failed?.error, section]);

  const ready = used.every((query) => query.data !== undefined);
  const view = useMemo((): SectionView | null => {
    if (!ready) return null;
    const date = (iso: string | null) => formatDisplayDate(iso, country);
    const reviewed = reviewedSkus(reviews.data ?? []);
    if (section === 'shelves') {
      const items = shelves.data!;
      const entry = (item: (typeof items)[number]): BookEntry => {
        const line = availability(t, item);
        return { key: item.sku, product: item.product, line, details: [line] };
      };
      return { status: 'success', tabs: shelfTabCounts(items), entriesOf: (tab) => shelfItemsInTab(items, tab as ShelfTab).map(entry) };
    }
    if (section === 'requests') {
      const items = requests.data!;
      const entry = (request: (typeof items)[number]): BookEntry => {
        const status = t(`yourBooks.status.${request.status}`);
        const submitted = t('yourBooks.dates.submitted', { date: date(request.submittedDate) });
        const details = [status, submitted];
        if (request.downloadDate) details.push(t('yourBooks.dates.downloaded', { date: date(request.downloadDate) }));
        if (request.status === 'rejected' || request.status === 'cancelled' || request.status === 'approvedArchived') {
          details.push(t(`yourBooks.dates.${request.status}`, { date: date(request.statusChangedDate) }));
        }
        return { key: String(request.id), product: request.product, line: `${status} · ${submitted}`, details };
      };
      return {
        status: 'success',
        tabs: requestTabCounts(items, reviewed),
        entriesOf: (tab) => requestsInTab(items, tab as RequestTab, reviewed).map(entry),
      };
    }
    if (section === 'downloads') {
      const answer = downloads.data!;
      const summaries = new Map(answer.userCommunitySummaryReviews.map((s) => [s.sku, s]));
      const entry = (download: (typeof answer.downloads)[number]): BookEntry => {
        const line = t('yourBooks.dates.downloaded', { date: date(download.downloadDate) });
        return { key: download.sku, product: download.product, summary: summaries.get(download.sku), line, details: [line] };
      };
      return {
        status: 'success',
        tabs: downloadTabCounts(answer.downloads, reviewed),
        entriesOf: (tab) => downloadsInTab(answer.downloads, tab as DownloadTab, reviewed).map(entry),
      };
    }
    const items = reviews.data!;
    const entry = (review: (typeof items)[number]): BookEntry => {
      const rating = reviewRating(review);
      const line = rating === null ? t('yourBooks.notRated') : t('yourBooks.rated', { rating });
      return {
        key: String(review.id),
        product: review.product,
        line,
        details: [line, t('yourBooks.dates.reviewed', { date: date(review.updatedDate || review.createdDate) })],
      };
    };
    return { status: 'success', tabs: reviewTabCounts(items), entriesOf: (tab) => reviewsInTab(items, tab as ReviewTab).map(entry) };
    // The answers, the language and the date style decide the view.
  }, [ready, section, shelves.data, requests.data, downloads.data, reviews.data, t, country]);

  if (view) return view;
  if (failed) return { status: 'error', retry: () => used.forEach((query) => query.isError && void query.refetch()) };
  return { status: 'pending' };
}
