import { ApiError, apiRaw, asProblem, encodeBody, newIdempotencyKey, readBody } from '../../api.ts';
import { askPersistentStorageOnce } from '../persistStorage.ts';
import {
  CHANGE_LABEL_HEADER,
  CHANGE_REPLAY_HEADER,
  CHANGE_RESOURCE_HEADER,
  CHANGE_SUPERSEDES_HEADER,
  CHANGE_USER_HEADER,
  QUEUED_HEADER,
  QUEUED_VALUE,
} from '../../../../sync/outbox/protocol.ts';
import type { Change, ChangeResult } from './types.ts';
import { outboxUserId } from './user.ts';
import { pathOf } from '../../../../shared/contracts/endpoint.ts';
import { getShelves as getShelvesRoute } from '../../../../shared/contracts/routes/shelves.ts';

const MAX_REPLAY_HEADER = 4000;

/** The request of a change: Idempotency-Key, and the outbox headers binding it to its user, resource and label. */
export function changeRequest(change: Change, idempotencyKey: string, userId: number): Request {
  const headers = new Headers({ Accept: 'application/json' });
  const body = encodeBody(change.body, headers);
  headers.set('Idempotency-Key', idempotencyKey);
  headers.set(CHANGE_USER_HEADER, String(userId));
  headers.set(CHANGE_RESOURCE_HEADER, encodeURIComponent(change.resource));
  headers.set(CHANGE_LABEL_HEADER, encodeURIComponent(JSON.stringify(change.label)));
  if (change.supersedes) headers.set(CHANGE_SUPERSEDES_HEADER, '1');
  const replay = change.replay ? encodeURIComponent(JSON.stringify(change.replay)) : '';
  // A change of very many titles is not shown again after a reload rather than sent with an oversized header.
  if (replay && replay.length <= MAX_REPLAY_HEADER) headers.set(CHANGE_REPLAY_HEADER, replay);
  return new Request(new URL(change.path, window.location.origin), { method: change.method, headers, body, credentials: 'same-origin' });
}

async function applied(response: Response): Promise<ChangeResult> {
  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, asProblem(body), body);
  return { state: 'applied', body };
}

/**
 * Sends one change with an Idempotency-Key (made when the user acted). The one function every mutation uses.
 * Signed in, the change is bound to the user: the service worker sends it, or stores it in the outbox when the
 * network fails, answers 5xx or earlier changes of the same resource still wait ({state: 'queued'}); without a
 * controlling worker (first visit) the page does the same itself. An answer from the server other than 2xx or 5xx
 * throws ApiError as before. Anonymous changes (sign up, ...) go straight to the network.
 */
export async function sendChange(change: Change, idempotencyKey: string = newIdempotencyKey()): Promise<ChangeResult> {
  // A shelf action shows the user keeps things here: ask the browser to keep this site's storage (once).
  if (change.path.startsWith(pathOf(getShelvesRoute, {}))) askPersistentStorageOnce();
  const userId = outboxUserId();
  if (!userId) {
    const body = await apiRaw(change.method, change.path, { body: change.body, idempotencyKey });
    return { state: 'applied', body };
  }
  const request = changeRequest(change, idempotencyKey, userId);
  if (navigator.serviceWorker?.controller) {
    try {
      const response = await fetch(request.clone());
      if (response.status === 202 && response.headers.get(QUEUED_HEADER) === QUEUED_VALUE) return { state: 'queued', idempotencyKey };
      return await applied(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The worker failed to answer (stopped, storage error): the page queues it itself.
    }
  }
  const { sendOrQueueHere } = await import('./pageOutbox.ts');
  const answer = await sendOrQueueHere(request);
  return answer === 'queued' ? { state: 'queued', idempotencyKey } : applied(answer);
}
