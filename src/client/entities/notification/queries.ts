import { queryOptions } from '@tanstack/react-query';
import { getNotifications as getNotificationsRoute } from '../../../shared/contracts/routes/notifications.ts';
import { getSubscription as getSubscriptionRoute } from '../../../shared/contracts/routes/subscriptions.ts';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { notificationKeys } from './queryKeys.ts';

const noRetryOnRefusal = (count: number, error: Error) => count < 2 && !('status' in error && (error as { status: number }).status < 500);

/** GET /api/v1/me/notifications: newest first, with who caused them; offline, the copy of the last visit. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getNotificationsRoute, async () => (await import('../../../shared/contracts/endpoints/notifications.ts')).getNotifications, { signal }),
  ),
  staleTime: 15_000,
  retry: noRetryOnRefusal,
});

/** GET /api/v1/me/subscription: how often the emailed summary goes out (seed 3 §3 Subscription). */
export const subscriptionQuery = queryOptions({
  queryKey: notificationKeys.subscription(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getSubscriptionRoute, async () => (await import('../../../shared/contracts/endpoints/subscriptions.ts')).getSubscription, { signal }),
  ),
  staleTime: 60_000,
  retry: noRetryOnRefusal,
});
