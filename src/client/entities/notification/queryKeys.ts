/** Query keys of notifications (seed 3 §7). The header's badge reads `unreadCount` on every first route: keep this tiny. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /api/v1/me/notifications. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** GET /api/v1/me/notifications/unreadCount (the header's Messages badge). */
  unreadCount: () => [...notificationKeys.all, 'unreadCount'] as const,
  /** GET /api/v1/me/subscription: the emailed summaries' frequency. */
  subscription: () => [...notificationKeys.all, 'subscription'] as const,
};
