import type { QueryClient } from '@tanstack/react-query';
import { clearPersistedCache } from '../../app/queryClient.ts';
import { deleteOfflineDatabase } from '../../offline/dbName.ts';
import { outboxUserId } from '../../offline/outbox/user.ts';
import { CACHE_NAMES } from '../../../../sw/cacheNames.ts';
import { logOutOnServer, rememberPendingLogout } from './pendingLogout.ts';

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/**
 * Lets other parts (offline data, outbox, caches) forget the user's data at sign out.
 * Returns a function that unregisters the cleanup.
 */
export function registerSignOutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * POST /api/v1/logout (remembered and sent later when the server cannot be reached), forget every cached piece of the user's data, then start again on the main page. With
 * changes still waiting in the outbox it asks first: Cancel keeps them and the user stays signed in.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const { confirmDiscardPending } = await import('../../offline/outbox/signOut.ts');
  if (!(await confirmDiscardPending(outboxUserId()))) return;
  try {
    // Not reached (offline, or the server is away): sent before the app next asks who is signed in.
    if (!(await logOutOnServer())) rememberPendingLogout();
  } finally {
    await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
    // Galleys and reader positions on this device belong to the user who leaves.
    await deleteOfflineDatabase();
    // The service worker's API read cache (it drops it itself after a logout it sees succeed; offline it cannot).
    await globalThis.caches?.delete(CACHE_NAMES.api).catch(() => false);
    queryClient.clear();
    clearPersistedCache();
    window.location.assign('/');
  }
}
