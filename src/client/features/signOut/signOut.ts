import type { QueryClient } from '@tanstack/react-query';
import { clearPersistedCache } from '../../lib/queryClient.ts';
import { deleteOfflineDatabase } from '../../lib/offline/dbName.ts';
import { outboxUserId } from '../../lib/offline/outbox/user.ts';
import { CACHE_NAMES } from '../../../sync/cacheNames.ts';
import { logOutOnServer, rememberPendingLogout } from '../../entities/session/pendingLogout.ts';

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

/** How many of the signed-in user's changes the server has not received (sign out asks before it discards them). */
export async function unsentChanges(): Promise<number> {
  const userId = outboxUserId();
  if (!userId) return 0;
  const { pendingCountOf } = await import('../../lib/offline/outbox/actions.ts');
  return pendingCountOf(userId).catch(() => 0);
}

/**
 * Discards the user's unsent changes (SignOutButton asked first), POST /api/v1/logout (remembered and sent later when
 * the server cannot be reached), forgets every cached piece of the user's data, then starts again on the main page.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const userId = outboxUserId();
  if (userId) await (await import('../../lib/offline/outbox/actions.ts')).discardChangesOf(userId).catch(() => undefined);
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
