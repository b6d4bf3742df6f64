import type { CommunityFilter } from '../../../shared/contracts/communityFilters.ts';
import { COMMUNITY_LANE_TITLES, COMMUNITY_REVIEW_TITLES, type CommunityLane } from '../titleList/communityLanes.ts';

// Re-exported through queries.ts only: the route loader and the page reach these with the community queries, so they
// share its chunk (a module of their own would add a chunk to the entry's preload map, on every first route).
export { communityLaneQuery } from '../titleList/communityLanes.ts';
export { parseReviewDaysBack } from '../../../shared/domain/reviewDaysBack.ts';

/** The review windows a community home offers as links (days). */
export const REVIEW_WINDOWS = [7, 30, 90, 365] as const;

/** The lanes of a community home: what the page shows and what its route loader reads ahead (offline copies). */
export function communityHomeLanes(communityId: number, days: number, savedFilters: readonly CommunityFilter[] = []) {
  return {
    reviews: { source: { kind: 'buzz', id: communityId }, pageSize: COMMUNITY_REVIEW_TITLES, daysBack: days } satisfies CommunityLane,
    buzz: { source: { kind: 'buzz', id: communityId }, pageSize: COMMUNITY_LANE_TITLES } satisfies CommunityLane,
    reviewCopies: { source: { kind: 'reviewCopies', id: communityId }, pageSize: COMMUNITY_LANE_TITLES } satisfies CommunityLane,
    savedFilters: savedFilters.map((f) => ({ source: { kind: 'view', id: f.viewId }, pageSize: COMMUNITY_LANE_TITLES }) satisfies CommunityLane),
  };
}
