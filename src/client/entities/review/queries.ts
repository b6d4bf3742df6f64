import { queryOptions } from '@tanstack/react-query';
import { apiLazy } from '../../lib/api.ts';
import { reviewKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

// Contracts load on demand, in parallel with the request.
const contracts = () => import('../../../shared/contracts/myReviews.ts');

/** GET /api/v1/me/reviews: the signed-in user's reviews with their titles (signed-in only). */
export const myReviewsQuery = queryOptions({
  queryKey: reviewKeys.mine(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/me/reviews', async () => (await contracts()).myReviewsSchema, { signal })),
});

/** GET /api/me/reviews/{sku}/review: the signed-in user's review of a title, or null. */
export const myTitleReviewQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.mineOfTitle(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/me/reviews/${encodeURIComponent(sku)}/review`, async () => (await contracts()).myTitleReviewSchema, { signal })),
  });
