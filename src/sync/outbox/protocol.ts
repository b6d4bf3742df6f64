/**
 * What the page and the service worker agree on about the outbox: request headers, the answer that says "queued",
 * the channel that tells pages the outbox changed, and the messages a page sends the worker. Constants only: the
 * page's entry chunk and the worker both use it.
 */

export * from '../../shared/contracts/outbox.ts';

/** On the worker's 202 answer: the change was put into the outbox, not sent. */
export const QUEUED_HEADER = 'X-Outbox';
export const QUEUED_VALUE = 'queued';
/** BroadcastChannel on which the worker and pages announce outbox changes ({@link OutboxNotice}). */
export const OUTBOX_CHANNEL = 'booktrade-outbox';
export type OutboxNotice =
  /** The stored changes changed (queued, replayed, failed, discarded): read them again. */
  { type: 'outbox-changed'; applied: number };

/**
 * Messages a page posts to the worker. `force` ignores the backoff (the network just came back, the user asked);
 * `userId` is who the page believes is signed in (its persisted session), used when the server says nobody is.
 */
export type OutboxCommand = { type: 'outbox-replay'; force?: boolean; userId?: number };

export function isOutboxCommand(data: unknown): data is OutboxCommand {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'outbox-replay';
}
