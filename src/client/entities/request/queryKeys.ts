/** Query keys of the requests feature: the caller's requests, their requester profile, and owners' review queues. */
export const requestKeys = {
  all: ['requests'] as const,
  mine: () => [...requestKeys.all, 'mine'] as const,
  /** GET /api/v1/me/attributes: role summary, role description and links (the request profile). */
  profile: () => [...requestKeys.all, 'profile'] as const,
  queues: () => [...requestKeys.all, 'queues'] as const,
  queueList: () => [...requestKeys.queues(), 'list'] as const,
  queue: (communityId: number) => [...requestKeys.queues(), 'community', communityId] as const,
};
