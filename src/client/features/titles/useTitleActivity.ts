import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import { titleActivityBySku, type TitleActivity } from '../../../shared/domain/titleActivity.ts';
import { myReviewsQuery } from '../reviews/queries.ts';
import { useSession } from '../session/useSession.ts';

/** One lookup per answer of GET /api/v1/me/reviews, shared by every tile that reads it. */
const lookups = new WeakMap<MyReview[], Map<string, TitleActivity>>();
function activityLookup(reviews: MyReview[]): Map<string, TitleActivity> {
  let lookup = lookups.get(reviews);
  if (!lookup) {
    // Requests (requested, declined) and downloads join here when issue 5 brings their tables and calls.
    lookup = titleActivityBySku({ reviews, requests: [], downloads: [] });
    lookups.set(reviews, lookup);
  }
  return lookup;
}

/** The signed-in user's activity on a title (nothing for anonymous visitors). */
export function useTitleActivity(sku: string): TitleActivity | undefined {
  const signedIn = useSession().status === 'authenticated';
  const query = useQuery({ ...myReviewsQuery, enabled: signedIn, select: activityLookup });
  return signedIn ? query.data?.get(sku) : undefined;
}
