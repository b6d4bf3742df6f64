import { useMemo, useSyncExternalStore } from 'react';
import { useCurrentUserId } from '../../currentUser.ts';
import { OUTBOX_CHANNEL, type OutboxNotice } from '../../../../sync/outbox/protocol.ts';
import { resourceKeys, type PendingChange } from '../../../../sync/outbox/pendingChange.ts';

/**
 * The outbox as the page sees it: every stored change, read from IndexedDB (the store module is loaded on first
 * use, by a signed-in screen only) and read again whenever the worker or another page announces a change.
 */
let all: PendingChange[] = [];
let started = false;
const listeners = new Set<() => void>();
const appliedListeners = new Set<(applied: number) => void>();
let reading: Promise<void> | undefined;
let readAgain = false;

function toPending({
  idempotencyKey,
  userId,
  resource,
  label,
  replay,
  method,
  path,
  createdAt,
  state,
  attempts,
  lastError,
}: PendingChange): PendingChange {
  return { idempotencyKey, userId, resource, label, replay, method, path, createdAt, state, attempts, lastError };
}

/** Reads the stored changes again and tells the hooks. */
export function refreshPendingChanges(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = import('../../../../sync/outbox/store.ts')
    .then((store) => store.allChanges())
    .then((changes) => {
      all = changes.map(toPending);
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined)
    .finally(() => {
      reading = undefined;
      if (readAgain) {
        readAgain = false;
        void refreshPendingChanges();
      }
    });
  return reading;
}

let firstRead: Promise<void> | undefined;

function start(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxNotice>) => {
      if (event.data?.type !== 'outbox-changed') return;
      void refreshPendingChanges();
      if (event.data.applied > 0) appliedListeners.forEach((listener) => listener(event.data.applied));
    };
  }
  firstRead = refreshPendingChanges();
}

/** A user's changes waiting in the outbox, oldest first, once the outbox has been read (pendingEdits.ts). */
export async function pendingChangesOf(userId: number): Promise<PendingChange[]> {
  start();
  await firstRead;
  return all.filter((change) => change.userId === userId);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribeNothing = () => () => undefined;
const none: PendingChange[] = [];

/** Calls `listener` when replays applied changes (the page then reads the server's state again). */
export function onChangesApplied(listener: (applied: number) => void): () => void {
  start();
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/** The signed-in user's changes waiting in the outbox, oldest first, kept up to date. */
export function usePendingChanges(): PendingChange[] {
  const userId = useCurrentUserId();
  const changes = useSyncExternalStore(
    userId ? subscribe : subscribeNothing,
    () => (userId ? all : none),
    () => none,
  );
  return useMemo(() => (userId ? changes.filter((change) => change.userId === userId) : none), [changes, userId]);
}

/** Whether a change of this resource (Change.resource) is waiting: the pending mark on an item. */
export function useIsPending(resource: string): boolean {
  return usePendingChanges().some((change) => resourceKeys(change.resource).includes(resource));
}
