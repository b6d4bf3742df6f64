import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { sessionFromAnswer, type Session } from '../../../shared/domain/session.ts';
import { ApiError, ContractError, NetworkError } from '../../lib/api.ts';
import { sessionKeys } from '../../lib/currentUser.ts';
import { PERSISTED_GC_TIME } from '../../lib/queryClient.ts';
import { preferenceKeys, registrationKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { finishPendingLogout } from './pendingLogout.ts';
import { getCountries as getCountriesRoute, getMe as getMeRoute, getRegion as getRegionRoute } from '../../../shared/contracts/routes/session.ts';
import { callLazy } from '../../lib/api.ts';
import { getNoUpdates as getNoUpdatesRoute } from '../../../shared/contracts/routes/preferences.ts';

// Contracts load on demand, in parallel with the request, so that zod stays out of the entry chunk.

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** GET /api/v1/me/user turned into a session state (never throws for a server or network failure). */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.user(),
  queryFn: async ({ client, signal }): Promise<Session> => {
    const previous = client.getQueryData<Session>(sessionKeys.user());
    // A sign out made offline ends the server session first; while it cannot, the device stays signed out.
    if (await finishPendingLogout()) return sessionFromAnswer({ kind: 'server', status: 401 }, previous, browserLanguage());
    try {
      const user = await callLazy(getMeRoute, async () => (await import('../../../shared/contracts/endpoints/session.ts')).getMe, { signal });
      return sessionFromAnswer({ kind: 'ok', user }, previous, browserLanguage());
    } catch (error) {
      if (error instanceof NetworkError) return sessionFromAnswer({ kind: 'network' }, previous, browserLanguage());
      if (error instanceof ApiError) {
        return sessionFromAnswer({ kind: 'server', status: error.status }, previous, browserLanguage());
      }
      if (error instanceof ContractError) return sessionFromAnswer({ kind: 'server', status: 200 }, previous, browserLanguage());
      throw error;
    }
  },
  gcTime: PERSISTED_GC_TIME,
});

let checkedThisPage = false;

/**
 * The session for route guards. The first call of a page load asks the server again whatever the persisted
 * cache says (the cookie may have changed in another tab or expired): a persisted signed-in session answers at
 * once and is refreshed in the background (offline it stays, per DESIGN.md); a persisted anonymous one is not
 * trusted and the answer is awaited. Later calls use the cache, refreshed in the background when stale.
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  if (!checkedThisPage) {
    checkedThisPage = true;
    const persisted = queryClient.getQueryData<Session>(sessionKeys.user());
    if (persisted?.status !== 'authenticated') return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    void queryClient.refetchQueries({ queryKey: sessionKeys.user(), exact: true });
    return persisted;
  }
  return queryClient.ensureQueryData({ ...sessionQuery, revalidateIfStale: true });
}

export const regionQuery = queryOptions({
  queryKey: preferenceKeys.region(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getRegionRoute, async () => (await import('../../../shared/contracts/endpoints/session.ts')).getRegion, { signal }),
  ),
  gcTime: PERSISTED_GC_TIME,
});

/** The friend-email opt-out preference. */
export const noUpdatesQuery = queryOptions({
  queryKey: preferenceKeys.noUpdates(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getNoUpdatesRoute, async () => (await import('../../../shared/contracts/endpoints/preferences.ts')).getNoUpdates, { signal }),
  ),
  gcTime: PERSISTED_GC_TIME,
});

export const countriesQuery = queryOptions({
  queryKey: registrationKeys.countries(),
  queryFn: ({ signal }) =>
    callLazy(getCountriesRoute, async () => (await import('../../../shared/contracts/endpoints/session.ts')).getCountries, { signal }),
  staleTime: 60 * 60 * 1000,
});
