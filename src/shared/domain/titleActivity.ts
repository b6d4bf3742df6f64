/**
 * The activity icons of a title tile (seed 2, Title tile): 'You requested', 'Declined on', 'You downloaded' and
 * 'You reviewed', each with a date. Dates are the API's ISO strings.
 */
export interface TitleActivity {
  requested?: string;
  declined?: string;
  downloaded?: string;
  reviewed?: string;
}

/** Request statuses of seed 2; null is a pending request with no status yet (seed 1: Pending). */
export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'approvedArchived' | 'cancelled';

export interface ActivityRequest {
  sku: string;
  status: RequestStatus | null;
  submittedDate: string;
  statusChangedDate: string | null;
}
export interface ActivityDownload {
  sku: string;
  downloadDate: string;
}
export interface ActivityReview {
  sku: string;
  createdDate: string;
  updatedDate: string;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

function latestBy<T extends { sku: string }>(items: readonly T[], date: (item: T) => string): Map<string, T> {
  const latest = new Map<string, T>();
  for (const item of items) {
    const current = latest.get(item.sku);
    if (!current || time(date(item)) > time(date(current))) latest.set(item.sku, item);
  }
  return latest;
}

/**
 * Per sku, what its tile shows. The latest request decides between requested (pending or approved: its
 * submitted date) and declined (rejected: the date its status changed); a cancelled one shows neither. Downloaded
 * is the latest download; reviewed is when the review was last saved.
 */
export function titleActivityBySku({
  reviews = [],
  requests = [],
  downloads = [],
}: {
  reviews?: readonly ActivityReview[];
  requests?: readonly ActivityRequest[];
  downloads?: readonly ActivityDownload[];
}): Map<string, TitleActivity> {
  const result = new Map<string, TitleActivity>();
  const entry = (sku: string) => {
    let activity = result.get(sku);
    if (!activity) result.set(sku, (activity = {}));
    return activity;
  };
  for (const request of latestBy(requests, (r) => r.submittedDate).values()) {
    if (request.status === 'cancelled') continue;
    if (request.status === 'rejected') entry(request.sku).declined = request.statusChangedDate ?? request.submittedDate;
    else entry(request.sku).requested = request.submittedDate;
  }
  for (const download of latestBy(downloads, (d) => d.downloadDate).values()) entry(download.sku).downloaded = download.downloadDate;
  for (const review of latestBy(reviews, (r) => r.updatedDate || r.createdDate).values()) {
    entry(review.sku).reviewed = review.updatedDate || review.createdDate;
  }
  return result;
}
