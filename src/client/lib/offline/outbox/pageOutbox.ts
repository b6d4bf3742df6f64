/**
 * The outbox run by the page itself, for when no service worker controls it (first visit, workers blocked):
 * lazy-loaded, with the same store and rules as the worker.
 */
import { changeFromRequest, sendOrQueue } from '../../../../sync/outbox/queue.ts';

export { announceOutboxChange, replayOutbox } from '../../../../sync/outbox/replay.ts';
export { changesOf, deleteChange, deleteChangesOf, updateChange, allChanges } from '../../../../sync/outbox/store.ts';

export async function sendOrQueueHere(request: Request): Promise<Response | 'queued'> {
  const change = await changeFromRequest(request);
  if (!change) return fetch(request);
  return sendOrQueue(change, () => fetch(request.clone()));
}
