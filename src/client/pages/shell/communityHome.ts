/** How many days back a community home's reviews reach when the app links to it (the route's second parameter). */
export const COMMUNITY_HOME_DAYS_BACK = 30;

/** /community/{communityId}/home/{reviewsCreatedDateMaxDaysBack} of a community. */
export function communityHomePath(communityId: number): string {
  return `/community/${communityId}/home/${COMMUNITY_HOME_DAYS_BACK}`;
}
