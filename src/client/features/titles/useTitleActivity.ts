import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import type { GalleyRequest } from '../../../shared/contracts/requests.ts';
import { titleActivityBySku, type TitleActivity } from '../../../shared/domain/titleActivity.ts';
import { myRequestsQuery } from '../requests/queries.ts';
import { myReviewsQuery } from '../reviews/queries.ts';
import { useSession } from '../session/useSession.ts';

const NO_REVIEWS: MyReview[] = [];
const NO_REQUESTS: GalleyRequest[] = [];

/** One lookup per pair of answers (GET /api/v1/me/reviews, GET /api/v1/me/requests), shared by every tile. */
const lookups = new WeakMap<MyReview[], WeakMap<GalleyRequest[], Map<string, TitleActivity>>>();
function activityLookup(reviews: MyReview[], requests: GalleyRequest[]): Map<string, TitleActivity> {
  let byRequests = lookups.get(reviews);
  if (!byRequests) lookups.set(reviews, (byRequests = new WeakMap()));
  let lookup = byRequests.get(requests);
  if (!lookup) {
    // Downloads join here when their feature reads GET /api/v1/me/galleys/downloads.
    lookup = titleActivityBySku({ reviews, requests, downloads: [] });
    byRequests.set(requests, lookup);
  }
  return lookup;
}

/** The signed-in user's activity on a title: requested or declined, reviewed (nothing for anonymous visitors). */
export function useTitleActivity(sku: string): TitleActivity | undefined {
  const signedIn = useSession().status === 'authenticated';
  const reviews = useQuery({ ...myReviewsQuery, enabled: signedIn });
  const requests = useQuery({ ...myRequestsQuery, enabled: signedIn });
  if (!signedIn || (!reviews.data && !requests.data)) return undefined;
  return activityLookup(reviews.data ?? NO_REVIEWS, requests.data ?? NO_REQUESTS).get(sku);
}
