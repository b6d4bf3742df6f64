import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's read of its screen's data (DESIGN.md: the loader ensures the page's main query): a copy already in
 * the cache (or, offline, the IndexedDB copy its query function falls back to, lib/offline/offlineQuery.ts) shows at
 * once and is refreshed behind it; a missing one is fetched before the screen shows, so that the screen opens filled
 * and nothing moves as its data arrives. Offline, a read without a copy fails at once instead of retrying first, so
 * that the page says so without a wait. It never throws: a read that fails is shown by the page itself (its own
 * message and retry), which reads the same query.
 */
export function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return client.ensureQueryData({ ...options, revalidateIfStale: true, ...(offline ? { retry: false } : {}) }).catch(() => undefined);
}
