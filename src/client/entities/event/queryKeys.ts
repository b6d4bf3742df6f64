/** Query keys of events (seed 3 §7 Events). */
export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/v1/affiliations/{communityId}/events. */
  community: (communityId: number) => [...eventKeys.all, 'community', communityId] as const,
  /** The events screen's calls: GET /api/events/communities/joined, /api/events/owned, /api/events/communities/genre. */
  list: (source: 'joined' | 'owned' | 'genre') => [...eventKeys.all, source] as const,
  /** GET /api/events/{eventId}. */
  detail: (eventId: number) => [...eventKeys.all, 'detail', eventId] as const,
};
