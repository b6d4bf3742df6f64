import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { PERSISTED_GC_TIME } from '../features/session/queries.ts';
import { appConfig } from './config.ts';

export const QUERY_STALE_TIME = 60_000;
const PERSIST_KEY = 'booktrade-query-cache';
/** Only the small, hot queries are persisted: the session and the preferences. */
const PERSISTED_ROOTS = new Set<unknown>(['session', 'preferences']);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, retry: 1, refetchOnWindowFocus: false },
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

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({ storage: storage(), key: PERSIST_KEY }),
  buster: appConfig.version,
  maxAge: PERSISTED_GC_TIME,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && PERSISTED_ROOTS.has(query.queryKey[0]),
  },
};

/** Forgets the persisted cache at once (the persister writes with a delay): used at log in and log out. */
export function clearPersistedCache(): void {
  storage()?.removeItem(PERSIST_KEY);
}
