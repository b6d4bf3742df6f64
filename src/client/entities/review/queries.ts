import { queryOptions } from '@tanstack/react-query';

import { reviewKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { getMyReviews as getMyReviewsRoute, getMyTitleReview as getMyTitleReviewRoute } from '../../../shared/contracts/routes/myReviews.ts';
import { callLazy } from '../../lib/api.ts';

// Contracts load on demand, in parallel with the request.

/** GET /api/v1/me/reviews: the signed-in user's reviews with their titles (signed-in only). */
export const myReviewsQuery = queryOptions({
  queryKey: reviewKeys.mine(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getMyReviewsRoute, async () => (await import('../../../shared/contracts/endpoints/myReviews.ts')).getMyReviews, { signal }),
  ),
});

/** GET /api/me/reviews/{sku}/review: the signed-in user's review of a title, or null. */
export const myTitleReviewQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.mineOfTitle(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getMyTitleReviewRoute, async () => (await import('../../../shared/contracts/endpoints/myReviews.ts')).getMyTitleReview, {
        params: { sku },
        signal,
      }),
    ),
  });
