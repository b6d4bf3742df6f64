import { useQuery } from '@tanstack/react-query';
import type { DownloadsResponse } from '../../../shared/contracts/downloads.ts';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import type { GalleyRequest } from '../../../shared/contracts/requests.ts';
import { titleActivityBySku, type TitleActivity } from '../../../shared/domain/titleActivity.ts';
import { myRequestsQuery } from '../request/queries.ts';
import { myReviewsQuery } from '../review/queries.ts';
import { useSession } from '../session/useSession.ts';
import { myDownloadsQuery } from '../download/queries.ts';

const EMPTY: never[] = [];

/** One lookup per set of answers (reviews, requests, downloads), shared by every tile that reads them. */
let last: { reviews: MyReview[]; requests: GalleyRequest[]; downloads: DownloadsResponse['downloads']; lookup: Map<string, TitleActivity> } | null =
  null;
function activityLookup(reviews: MyReview[], requests: GalleyRequest[], downloads: DownloadsResponse['downloads']): Map<string, TitleActivity> {
  if (!last || last.reviews !== reviews || last.requests !== requests || last.downloads !== downloads) {
    last = { reviews, requests, downloads, lookup: titleActivityBySku({ reviews, requests, downloads }) };
  }
  return last.lookup;
}

/** The signed-in user's activity on a title: requested or declined, downloaded, reviewed (nothing for anonymous visitors). */
export function useTitleActivity(sku: string): TitleActivity | undefined {
  const signedIn = useSession().status === 'authenticated';
  const reviews = useQuery({ ...myReviewsQuery, enabled: signedIn });
  const requests = useQuery({ ...myRequestsQuery, enabled: signedIn });
  const downloads = useQuery({ ...myDownloadsQuery, enabled: signedIn });
  if (!signedIn || (!reviews.data && !requests.data && !downloads.data)) return undefined;
  return activityLookup(reviews.data ?? EMPTY, requests.data ?? EMPTY, downloads.data?.downloads ?? EMPTY).get(sku);
}
