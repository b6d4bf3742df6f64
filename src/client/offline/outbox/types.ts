import type { Body } from '../../api.ts';

/**
 * One change the user made, as the client sends it and the outbox keeps it. Every mutation of the app is
 * described this way and sent with `sendChange` (change.ts), so that offline it is queued, replayed once, in order,
 * as the same user, and shown while pending.
 */
export interface Change {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The API path with its query string, e.g. `/api/v1/me/shelves/Read`. */
  path: string;
  body?: Body;
  /**
   * What the change is about, e.g. `shelf:9781234567897` or `review:9781234567897`: changes of one resource
   * replay in the order they were made; changes of different resources may replay in parallel. The pending mark
   * on an item is found by this key.
   */
  resource: string;
  /** How the pending list describes it: an i18n key (from a locale file) and its values. */
  label: { key: string; values?: Record<string, string | number> };
  /**
   * How the screen shows the change while it waits: a kind of replayEdits.ts and its variables (set from
   * ChangeMutationOptions.shows). Only for changes whose edit is the same however often it is applied.
   */
  replay?: ChangeReplay;
}

export interface ChangeReplay {
  kind: string;
  variables: unknown;
}

/** How a change ended when `sendChange` returned. */
export type ChangeResult =
  /** The server applied it (or had applied this key before): its answer body. */
  | { state: 'applied'; body: unknown }
  /** No network: it waits in the outbox and will be replayed. */
  | { state: 'queued'; idempotencyKey: string };

/** A change waiting in the outbox, as the pending list and the pending marks see it. */
export interface PendingChange {
  idempotencyKey: string;
  /** The user who made it; it is replayed only while this user is signed in. */
  userId: number;
  resource: string;
  label: Change['label'];
  replay?: ChangeReplay;
  method: Change['method'];
  path: string;
  /** ISO time the user made it. */
  createdAt: string;
  /** pending: will be retried; signIn: the server answered 401, waiting for the same user to sign in; conflict: a 4xx the user must Retry or Discard. */
  state: 'pending' | 'signIn' | 'conflict';
  attempts: number;
  /** The server's problem detail (conflict) or the last network error. */
  lastError?: string;
}
