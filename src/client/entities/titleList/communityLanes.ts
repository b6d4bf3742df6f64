import { queryOptions } from '@tanstack/react-query';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { getBuzz } from '../../../shared/contracts/routes/lists.ts';
import { getReviewCopies } from '../../../shared/contracts/routes/reviewCopies.ts';
import { getFilterTitles } from '../../../shared/contracts/routes/titles.ts';
import { apiLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import type { TitleSource } from './queries.ts';
import { titleListKeys } from './queryKeys.ts';

/** Titles a community home's inline lanes show (buzz, review copies, saved filters); the full list is a link away. */
export const COMMUNITY_LANE_TITLES = 12;
/** Titles the review lanes are drawn from: the window's most reviewed titles, split by publication date. */
export const COMMUNITY_REVIEW_TITLES = 40;

/** What a community home lane reads: the first titles of a source, and for buzz a window of days of reviews. */
export interface CommunityLane {
  source: TitleSource;
  pageSize: number;
  /** Buzz only: reviews created in the last that many days. */
  daysBack?: number;
}

/** Keys of the community home's lanes: under their source, so that whatever refreshes a source refreshes them too. */
export const communityLaneKeys = {
  lane: ({ source, pageSize, daysBack }: CommunityLane) => [...titleListKeys.source(source), 'homeLane', pageSize, daysBack ?? null] as const,
};

function laneUrl({ source, pageSize, daysBack }: CommunityLane): string {
  const query = new URLSearchParams({ page: '1', pageSize: String(pageSize) });
  if (source.kind === 'buzz') {
    if (daysBack !== undefined) query.set('reviewsCreatedDateMaxDaysBack', String(daysBack));
    return pathOf(getBuzz, { communityId: source.id }, query.toString());
  }
  if (source.kind === 'reviewCopies') return pathOf(getReviewCopies, { communityId: source.id, id: 0 }, query.toString());
  return pathOf(getFilterTitles, { viewId: source.id }, query.toString());
}

/**
 * The first titles of a community home lane: its buzz (community reviews, descending; with daysBack, of the reviews
 * of that window), its review copies, or one of its saved filters. Kept for offline use like every read.
 */
export const communityLaneQuery = (lane: CommunityLane) =>
  queryOptions({
    queryKey: communityLaneKeys.lane(lane),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy(
        'GET',
        laneUrl(lane),
        async () =>
          lane.source.kind === 'buzz'
            ? (await import('../../../shared/contracts/lists.ts')).buzzSchema
            : (await import('../../../shared/contracts/titles.ts')).filteredTitlesSchema,
        { signal },
      ),
    ),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status < 500),
  });
