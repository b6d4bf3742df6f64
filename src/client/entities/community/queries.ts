import { queryOptions } from '@tanstack/react-query';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { getCommunities, getCommunitySummary, getGenreCommunities } from '../../../shared/contracts/routes/communities.ts';
import { communityKeys } from './queryKeys.ts';

export { communityHomeLanes, communityLaneQuery, parseReviewDaysBack, REVIEW_WINDOWS } from './homeLanes.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/communities.ts');

/** The Communities screen's answer: every community a signed-in user sees, or the genre communities for a visitor. */
export const communitiesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: communityKeys.list(signedIn),
    queryFn: offlineCopy(({ signal }) =>
      signedIn
        ? callLazy(getCommunities, async () => (await endpoints()).getCommunities, { signal })
        : callLazy(getGenreCommunities, async () => (await endpoints()).getGenreCommunities, { signal }),
    ),
    staleTime: 30_000,
  });

/** A community and its circles (the community home); a member's visit counts as their latest view. */
export const communitySummaryQuery = (communityId: number) =>
  queryOptions({
    queryKey: communityKeys.summary(communityId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCommunitySummary, async () => (await endpoints()).getCommunitySummary, { params: { communityId }, signal }),
    ),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status < 500),
  });
