import { registerRoute } from 'workbox-routing';
import { CHANGE_USER_HEADER, isOutboxCommand, QUEUED_HEADER, QUEUED_VALUE } from '../src/sync/outbox/protocol.ts';
import { changeFromRequest, sendOrQueue } from '../src/sync/outbox/queue.ts';
import { replayOutbox, type ReplayOptions } from '../src/sync/outbox/replay.ts';

declare let self: ServiceWorkerGlobalScope;

/** The Background Sync tag of the outbox (Chromium): the browser wakes the worker when the network is back. */
const SYNC_TAG = 'booktrade-outbox';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

let timer: ReturnType<typeof setTimeout> | undefined;

/** Replays now, then sets the timer for the earliest retry still due (backoff). */
function replay(options: ReplayOptions = {}): Promise<void> {
  return replayOutbox(options)
    .then((report) => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (report.nextAttemptAt !== null) {
        timer = setTimeout(() => void replay(), Math.max(500, report.nextAttemptAt - Date.now()));
      }
    })
    .catch((err: unknown) => console.warn('outbox replay failed', err));
}

function askForSync(): void {
  void (self.registration as WithSync).sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * The outbox: a write that carries the outbox headers (sendChange) goes to the network, unless earlier changes of
 * its resource still wait; with no answer or a 5xx it is stored in IndexedDB and answered 202 (X-Outbox: queued).
 * Stored changes replay on the `sync` event, when a page asks (app start, `online`, its timer, Retry) and on the
 * worker's own backoff timer.
 */
export function registerOutbox(): void {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    registerRoute(
      ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.headers.has(CHANGE_USER_HEADER),
      {
        handle: async ({ request }) => {
          const change = await changeFromRequest(request);
          if (!change) return fetch(request);
          const answer = await sendOrQueue(change, () => fetch(request));
          if (answer !== 'queued') return answer;
          askForSync();
          // Queued behind earlier changes of its resource while the network may be up: try them now.
          void replay();
          return new Response(null, { status: 202, headers: { [QUEUED_HEADER]: QUEUED_VALUE } });
        },
      },
      method,
    );
  }

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(replay({ force: true }));
  });

  self.addEventListener('message', (event) => {
    if (!isOutboxCommand(event.data)) return;
    event.waitUntil(replay({ force: event.data.force, claimedUserId: event.data.userId }));
  });
}
