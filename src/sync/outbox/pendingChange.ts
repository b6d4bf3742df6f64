/**
 * A change as the outbox keeps and shows it, shared by the page and the service worker. The page's own view of a
 * change (with its request body before encoding) is `Change` in src/client/lib/offline/outbox/types.ts.
 */

export type ChangeMethod = 'POST' | 'PUT' | 'DELETE';

/** How the pending list describes a change: an i18n key (from a locale file) and its values. */
export interface ChangeLabel {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * How the screen shows a change while it waits: a kind of replayEdits.ts and its variables (set from
 * ChangeMutationOptions.shows). Only for changes whose edit is the same however often it is applied.
 */
export interface ChangeReplay {
  kind: string;
  variables: unknown;
}

/** A change waiting in the outbox, as the pending list and the pending marks see it. */
export interface PendingChange {
  idempotencyKey: string;
  /** The user who made it; it is replayed only while this user is signed in. */
  userId: number;
  resource: string;
  label: ChangeLabel;
  replay?: ChangeReplay;
  method: ChangeMethod;
  path: string;
  /** ISO time the user made it. */
  createdAt: string;
  /** pending: will be retried; signIn: the server answered 401, waiting for the same user to sign in; conflict: a 4xx the user must Retry or Discard. */
  state: 'pending' | 'signIn' | 'conflict';
  attempts: number;
  /** The server's problem detail (conflict) or the last network error. */
  lastError?: string;
}
