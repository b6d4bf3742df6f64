import type { OutboxCommand } from '../../../../sync/outbox/protocol.ts';
import { refreshPendingChanges } from './pending.ts';
import { outboxUserId } from './user.ts';

/**
 * Asks for a replay of the signed-in user's changes: the controlling service worker does it, else the page
 * (lazy-loaded). `force` ignores the backoff (the network came back, the user asked).
 */
export async function requestReplay(force = false): Promise<void> {
  const userId = outboxUserId();
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (controller) {
    const command: OutboxCommand = { type: 'outbox-replay', force, userId: userId || undefined };
    controller.postMessage(command);
    return;
  }
  const { replayOutbox } = await import('./pageOutbox.ts');
  await replayOutbox({ force, claimedUserId: userId || undefined });
}

/** Retry of a conflict (or of a change waiting for its backoff): sent again at once, same key. */
export async function retryChange(idempotencyKey: string): Promise<void> {
  const store = await import('./pageOutbox.ts');
  const change = (await store.allChanges()).find((c) => c.idempotencyKey === idempotencyKey);
  if (change) await store.updateChange({ ...change, state: 'pending', nextAttemptAt: 0 });
  store.announceOutboxChange();
  await refreshPendingChanges();
  await requestReplay(true);
}

/** Discard: the change is dropped from the outbox and never sent. */
export async function discardChange(idempotencyKey: string): Promise<void> {
  const store = await import('./pageOutbox.ts');
  await store.deleteChange(idempotencyKey);
  store.announceOutboxChange();
  await refreshPendingChanges();
}

/** How many changes of this user wait in the outbox (read from IndexedDB). */
export async function pendingCountOf(userId: number): Promise<number> {
  const store = await import('./pageOutbox.ts');
  return (await store.changesOf(userId)).length;
}

/** Drops all of a user's changes (sign out, after the user agreed). */
export async function discardChangesOf(userId: number): Promise<void> {
  const store = await import('./pageOutbox.ts');
  await store.deleteChangesOf(userId);
  store.announceOutboxChange();
  await refreshPendingChanges();
}
