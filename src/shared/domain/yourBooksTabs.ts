/**
 * The filter tabs of the Your Books grids (seed 1 section 4) and their counts. Tabs with a zero count are hidden,
 * except All. Every rule works on the fields the API answers, so client and tests share it.
 */
import type { RequestStatus } from './requests.ts';
import { SHELVES, type Shelf } from './shelves.ts';

/** A visible tab and how many titles it holds. */
export interface TabCount<K extends string> {
  key: K;
  count: number;
}

export const ALL_TAB = 'all';

/**
 * Requests: All; Ready to Download (approved, not yet downloaded); Downloaded Not Reviewed; Downloaded Reviewed;
 * Declined (rejected); Pending (no status yet). Cancelled and approvedArchived requests are in All only.
 */
export const REQUEST_TABS = ['all', 'readyToDownload', 'downloadedNotReviewed', 'downloadedReviewed', 'declined', 'pending'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/** Downloads: All; Downloaded Not Reviewed; Downloaded Reviewed (reviewed: the sku is among the user's reviews). */
export const DOWNLOAD_TABS = ['all', 'downloadedNotReviewed', 'downloadedReviewed'] as const;
export type DownloadTab = (typeof DOWNLOAD_TABS)[number];

/** Reviews by overall rating: All and the buckets 0-2, 3-5, 6-8, 9-10. A review without a rating is in All only. */
export const REVIEW_TABS = ['all', '0-2', '3-5', '6-8', '9-10'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** Shelves: All, then one tab per shelf key (shown when the shelf holds titles). */
export const SHELF_TABS = [ALL_TAB, ...SHELVES] as const;
export type ShelfTab = (typeof SHELF_TABS)[number];

export interface TabRequest {
  sku: string;
  status: RequestStatus | null;
  downloadDate: string | null;
}
export interface TabDownload {
  sku: string;
}
export interface TabReview {
  sku: string;
  rating: number | null;
  overallAssessment?: number | null;
}
export interface TabShelfItem {
  sku: string;
  shelf: Shelf;
}

/** The skus the user reviewed: what makes a downloaded title "reviewed". */
export function reviewedSkus(reviews: readonly { sku: string }[]): ReadonlySet<string> {
  return new Set(reviews.map((review) => review.sku));
}

/** The one tab besides All that a request belongs to, or null (cancelled, approvedArchived: All only). */
export function requestTab(request: TabRequest, reviewed: ReadonlySet<string>): Exclude<RequestTab, 'all'> | null {
  const status = request.status ?? 'pending';
  if (status === 'pending') return 'pending';
  if (status === 'rejected') return 'declined';
  if (status !== 'approved') return null;
  if (!request.downloadDate) return 'readyToDownload';
  return reviewed.has(request.sku) ? 'downloadedReviewed' : 'downloadedNotReviewed';
}

export function downloadTab(download: TabDownload, reviewed: ReadonlySet<string>): Exclude<DownloadTab, 'all'> {
  return reviewed.has(download.sku) ? 'downloadedReviewed' : 'downloadedNotReviewed';
}

/** The overall rating of a review (rating, else overallAssessment), or null when it has none. */
export function reviewRating(review: TabReview): number | null {
  return review.rating ?? review.overallAssessment ?? null;
}

/** The rating bucket of a review: 0-2, 3-5, 6-8 or 9-10; null without a rating or outside 0 to 10. */
export function reviewTab(review: TabReview): Exclude<ReviewTab, 'all'> | null {
  const rating = reviewRating(review);
  if (rating === null || !Number.isFinite(rating) || rating < 0 || rating > 10) return null;
  if (rating < 3) return '0-2';
  if (rating < 6) return '3-5';
  if (rating < 9) return '6-8';
  return '9-10';
}

/** Every tab of `keys` with its count, All (when listed) counting every item; zero tabs hidden except All. */
function countTabs<K extends string, T>(keys: readonly K[], items: readonly T[], tabOf: (item: T) => K | null): TabCount<K>[] {
  const counts = new Map<K, number>();
  for (const item of items) {
    const key = tabOf(item);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return keys.flatMap((key) => {
    const count = key === ALL_TAB ? items.length : (counts.get(key) ?? 0);
    return count > 0 || key === ALL_TAB ? [{ key, count }] : [];
  });
}

function inTab<K extends string, T>(items: readonly T[], tab: K, tabOf: (item: T) => K | null): T[] {
  return tab === ALL_TAB ? [...items] : items.filter((item) => tabOf(item) === tab);
}

export function requestTabCounts(requests: readonly TabRequest[], reviewed: ReadonlySet<string>): TabCount<RequestTab>[] {
  return countTabs<RequestTab, TabRequest>(REQUEST_TABS, requests, (r) => requestTab(r, reviewed));
}
export function requestsInTab<T extends TabRequest>(requests: readonly T[], tab: RequestTab, reviewed: ReadonlySet<string>): T[] {
  return inTab<RequestTab, T>(requests, tab, (r) => requestTab(r, reviewed));
}

export function downloadTabCounts(downloads: readonly TabDownload[], reviewed: ReadonlySet<string>): TabCount<DownloadTab>[] {
  return countTabs<DownloadTab, TabDownload>(DOWNLOAD_TABS, downloads, (d) => downloadTab(d, reviewed));
}
export function downloadsInTab<T extends TabDownload>(downloads: readonly T[], tab: DownloadTab, reviewed: ReadonlySet<string>): T[] {
  return inTab<DownloadTab, T>(downloads, tab, (d) => downloadTab(d, reviewed));
}

export function reviewTabCounts(reviews: readonly TabReview[]): TabCount<ReviewTab>[] {
  return countTabs<ReviewTab, TabReview>(REVIEW_TABS, reviews, reviewTab);
}
export function reviewsInTab<T extends TabReview>(reviews: readonly T[], tab: ReviewTab): T[] {
  return inTab<ReviewTab, T>(reviews, tab, reviewTab);
}

/** All (always, with every shelved title) and one tab per shelf that holds titles, in shelf order. */
export function shelfTabCounts(items: readonly TabShelfItem[]): TabCount<ShelfTab>[] {
  return countTabs<ShelfTab, TabShelfItem>(SHELF_TABS, items, (item) => item.shelf);
}
export function shelfItemsInTab<T extends TabShelfItem>(items: readonly T[], tab: ShelfTab): T[] {
  return inTab<ShelfTab, T>(items, tab, (item) => item.shelf);
}

/** The tab a grid shows: the one asked for (the URL's) when it is visible, else the first visible tab (All), or null when none is. */
export function selectedTab<K extends string>(tabs: readonly TabCount<K>[], wanted: string | undefined): K | null {
  return tabs.find((tab) => tab.key === wanted)?.key ?? tabs[0]?.key ?? null;
}

/** A URL value checked against a section's tab keys. */
export function parseTab<K extends string>(keys: readonly K[], value: unknown): K | undefined {
  return typeof value === 'string' && (keys as readonly string[]).includes(value) ? (value as K) : undefined;
}
