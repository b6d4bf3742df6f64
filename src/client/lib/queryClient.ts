import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import type { Session } from '../../shared/domain/session.ts';
import { appConfig } from './config.ts';

/** Persisted queries live this long; an offline device keeps its signed-in session for a week. */
export const PERSISTED_GC_TIME = 7 * 24 * 60 * 60 * 1000;

export const QUERY_STALE_TIME = 60_000;
const PERSIST_KEY = 'booktrade-query-cache';
/** The user id of the persisted cache, known before the cache is restored (the session is itself in that cache). */
const LAST_USER_KEY = 'booktrade-last-user';
/** Only the small, hot queries are persisted: the session and the preferences. */
const PERSISTED_ROOTS = new Set<unknown>(['session', 'preferences']);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': a read runs with no network too, so that it answers from its offline copy (lib/offline/offlineQuery.ts).
      queries: { staleTime: QUERY_STALE_TIME, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      // Changes run offline too: sendChange queues them in the outbox (TanStack's default would pause them).
      mutations: { networkMode: 'always' },
    },
  });
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The buster of a cache: app version and user id (0 anonymous), so no user ever restores another's cache. */
export const cacheBuster = (userId: number | string) => `${appConfig.version}:${userId}`;

function lastUserId(): string {
  return storage()?.getItem(LAST_USER_KEY) ?? '0';
}

/** The user of a cache about to be persisted: its session's user (0 when anonymous). */
function userIdOf(client: PersistedClient): number {
  const session = client.clientState.queries.find((query) => query.queryKey[0] === 'session' && query.queryKey[1] === 'user');
  const data = session?.state.data as Session | undefined;
  return data?.status === 'authenticated' ? data.userId : 0;
}

/** The latest cache to persist, written at once when the page goes away (the inner persister waits up to a second). */
let latest: PersistedClient | undefined;

/** The user id last written to LAST_USER_KEY by this page (undefined: none, or forgotten since). */
let userWritten: string | undefined;

function writeLatest(): void {
  if (!latest) return;
  try {
    storage()?.setItem(PERSIST_KEY, JSON.stringify(latest));
  } catch {
    // A full storage keeps the previous cache.
  }
  latest = undefined;
}

/**
 * Saves each cache with its own user's buster and remembers that user for the next start; a start restores only a
 * cache of the last user (the buster is read before the session is known). The inner persister writes at most once
 * a second, so a page left sooner (quick navigations) writes its cache on pagehide instead of losing it. The user is
 * written only when it changes: the cache is handed over on every change of every query, dozens of times on a first
 * screen, and each localStorage write is synchronous (about 20 ms at 4x slowdown on /yourbooks in all).
 */
function userBoundPersister(inner: Persister): Persister {
  if (typeof window !== 'undefined') window.addEventListener('pagehide', writeLatest);
  return {
    persistClient: (client) => {
      const userId = userIdOf(client);
      if (String(userId) !== userWritten) {
        storage()?.setItem(LAST_USER_KEY, String(userId));
        userWritten = String(userId);
      }
      latest = { ...client, buster: cacheBuster(userId) };
      return inner.persistClient(latest);
    },
    restoreClient: () => inner.restoreClient(),
    removeClient: () => inner.removeClient(),
  };
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: userBoundPersister(createSyncStoragePersister({ storage: storage(), key: PERSIST_KEY })),
  buster: cacheBuster(lastUserId()),
  maxAge: PERSISTED_GC_TIME,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && PERSISTED_ROOTS.has(query.queryKey[0]),
  },
};

/** Forgets the persisted cache at once (the persister writes with a delay): used at log in and log out. */
export function clearPersistedCache(): void {
  latest = undefined;
  userWritten = undefined;
  storage()?.removeItem(PERSIST_KEY);
  storage()?.removeItem(LAST_USER_KEY);
}
