import type { PendingChange } from './types.ts';

/** The signed-in user's changes waiting in the outbox, oldest first, kept up to date. Stub until the outbox lands. */
export function usePendingChanges(): PendingChange[] {
  return [];
}

/** Whether a change of this resource (Change.resource) is waiting: the pending mark on an item. */
export function useIsPending(resource: string): boolean {
  return usePendingChanges().some((change) => change.resource === resource);
}
