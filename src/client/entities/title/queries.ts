import { infiniteQueryOptions, queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { titleKeys } from './queryKeys.ts';
import type { ReviewLane } from '../../../shared/domain/frontlist.ts';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { offlineCopy, seenTitleFallback } from '../../lib/offline/offlineQuery.ts';
import {
  getFilterTitles as getFilterTitlesRoute,
  getProduct as getProductRoute,
  searchProducts as searchProductsRoute,
} from '../../../shared/contracts/routes/titles.ts';
import { callLazy } from '../../lib/api.ts';
import { getCommunityReviews as getCommunityReviewsRoute } from '../../../shared/contracts/routes/titleReviews.ts';

// Contracts load on demand, in parallel with the request.

/** A lane shows 40 titles first; 'See more' adds 20. */
export const LANE_FIRST = 40;
export const LANE_MORE = 20;

/** A missing title (404) is final: no retry. */
const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1;

/** GET /api/products/{sku}: the title with links, descriptions and review copy formats. */
export const productQuery = (sku: string) =>
  queryOptions({
    queryKey: titleKeys.detail(sku),
    queryFn: offlineCopy(
      ({ signal }) =>
        callLazy(getProductRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).getProduct, {
          params: { sku },
          signal,
        }),
      { fallback: (_context, userId) => seenTitleFallback(sku, userId) },
    ),
    retry: retryUnlessNotFound,
  });

/** The autocomplete shows this many titles. */
export const AUTOCOMPLETE_LIMIT = 8;

/** GET /api/products/{}/search?q=&attributes=product,images: titles whose name or author contains q. */
export const titleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: titleKeys.search(q),
    queryFn: ({ signal }) =>
      callLazy(searchProductsRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).searchProducts, {
        params: { sku: '{}' },
        query: new URLSearchParams({ q, attributes: 'images', limit: String(AUTOCOMPLETE_LIMIT) }).toString(),
        signal,
      }),
    staleTime: 60_000,
  });

export interface LanePage {
  page: number;
  pageSize: number;
}

type LoadedPage = { products: unknown[]; totalCount: number };

/** After a first page of 40, pages of 20 (page n of size 20 starts at (n - 1) * 20); none once all are loaded. */
export function nextLanePage(last: LoadedPage, pages: LoadedPage[]): LanePage | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
  if (loaded >= last.totalCount || last.products.length === 0) return undefined;
  return { page: loaded / LANE_MORE + 1, pageSize: LANE_MORE };
}

/**
 * A review lane of every title (view 0, open to anonymous visitors) by publication date: upcoming lanes
 * soonest first, published lanes newest first. The first page holds 40 titles, each next one 20.
 */
export const laneQuery = (lane: ReviewLane) =>
  infiniteQueryOptions({
    queryKey: titleKeys.lane(lane),
    initialPageParam: { page: 1, pageSize: LANE_FIRST } as LanePage,
    queryFn: offlineCopy<QueryFunctionContext<ReturnType<typeof titleKeys.lane>, LanePage>, FilteredTitles>(({ pageParam, signal }) => {
      const order = lane <= 2 ? 'asc' : 'desc';
      const query = new URLSearchParams({
        lane: String(lane),
        sort: 'pubDate',
        order,
        page: String(pageParam.page),
        pageSize: String(pageParam.pageSize),
      });
      return callLazy(getFilterTitlesRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).getFilterTitles, {
        params: { viewId: 0 },
        query: query,
        signal,
      });
    }),
    getNextPageParam: (last, pages) => nextLanePage(last, pages),
  });

/** GET /api/v1/affiliations/{communityId or 0}/{sku}/reviews: rated community reviews (signed-in only). */
export const communityReviewsQuery = (sku: string, communityId = 0) =>
  queryOptions({
    queryKey: titleKeys.communityReviews(communityId, sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCommunityReviewsRoute, async () => (await import('../../../shared/contracts/endpoints/titleReviews.ts')).getCommunityReviews, {
        params: { communityId, sku },
        signal,
      }),
    ),
  });
