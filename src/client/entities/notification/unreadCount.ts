import { queryOptions } from '@tanstack/react-query';
import { getUnreadCount } from '../../../shared/contracts/routes/notifications.ts';
import { callRaw, ContractError } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { notificationKeys } from './queryKeys.ts';

/** How often the badge asks again while the app is open (besides on focus, on reconnect and after the outbox sent changes). */
export const UNREAD_POLL_MS = 60_000;

/**
 * GET /api/v1/me/notifications/unreadCount: the header's Messages badge (every first route shows it, so its answer is
 * checked by hand rather than with the notifications contract's zod schema). Offline, the last count seen, with the
 * marks still waiting in the outbox.
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: offlineCopy(async ({ signal }): Promise<number> => {
    const answer = (await callRaw(getUnreadCount, { signal })) as { unreadCount?: unknown } | null;
    const count = answer?.unreadCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new ContractError(getUnreadCount.path, 'not { unreadCount: int }');
    return count;
  }),
  staleTime: 15_000,
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
  // Coming back to the app asks at once: the badge does it (pages/shell/useUnreadCount.ts), dropping a count on its way.
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  retry: false,
});
