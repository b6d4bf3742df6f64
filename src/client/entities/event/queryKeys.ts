/** Query keys of events (seed 3 §7 Events). */
export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/v1/affiliations/{communityId}/events. */
  community: (communityId: number) => [...eventKeys.all, 'community', communityId] as const,
  /** GET /api/events/{eventId}. */
  detail: (eventId: number) => [...eventKeys.all, 'detail', eventId] as const,
};
