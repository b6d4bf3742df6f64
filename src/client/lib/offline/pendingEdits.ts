/**
 * A read shows the user's changes that still wait in the outbox: their screen edits (replayEdits.ts) are applied to
 * the answer, in the order the changes were made, so that a reload (offline, or online before the outbox is sent)
 * does not show the state from before them. Nothing is loaded when no such change waits.
 */
import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export async function withPendingEdits<T>(client: QueryClient, queryKey: QueryKey, userId: number, data: T): Promise<T> {
  const { pendingChangesOf } = await import('./outbox/pending.ts');
  const waiting = (await pendingChangesOf(userId)).filter((change) => change.replay && change.state !== 'conflict');
  if (!waiting.length) return data;
  const { replayEdits } = await import('./replayEdits.ts');
  const hash = hashKey(queryKey);
  let shown: unknown = data;
  for (const change of waiting) {
    for (const edit of await replayEdits(client, change.replay!)) {
      const applies = edit.prefix ? partialMatchKey(queryKey, edit.queryKey) : hashKey(edit.queryKey) === hash;
      if (!applies) continue;
      // undefined leaves the data as it is; null is data (e.g. a deleted review).
      const updated = edit.update(shown);
      if (updated !== undefined) shown = updated;
    }
  }
  return shown as T;
}
