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
  /** What it is about: changes of one resource replay in order; several are separated by RESOURCE_SEPARATOR. */
  resource: string;
  label: ChangeLabel;
  replay?: ChangeReplay;
  /**
   * It sets its resources' state whatever earlier changes of them did (a shelf move): an earlier change that also
   * supersedes, all of whose resources such a later change names, is not sent (see voidedChanges in replay.ts).
   */
  supersedes?: boolean;
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

/**
 * A change's resource may name several (a shelf move of several titles: each title's own), separated by this:
 * the change waits for the earlier changes of each of them, and the later changes of each wait for it.
 */
export const RESOURCE_SEPARATOR = ' ';

/** The resources a change's resource names (PendingChange.resource). */
export function resourceKeys(resource: string): string[] {
  return resource.split(RESOURCE_SEPARATOR);
}

/** Whether two changes' resources name a resource in common: then they replay in the order they were made. */
export function sharesResource(a: string, b: string): boolean {
  if (a === b) return true;
  const keys = resourceKeys(a);
  return resourceKeys(b).some((key) => keys.includes(key));
}
