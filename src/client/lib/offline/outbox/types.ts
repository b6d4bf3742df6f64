import type { Body } from '../../api.ts';
import type { ChangeLabel, ChangeMethod, ChangeReplay } from '../../../../sync/outbox/pendingChange.ts';

/**
 * One change the user made, as the client sends it and the outbox keeps it. Every mutation of the app is
 * described this way and sent with `sendChange` (change.ts), so that offline it is queued, replayed once, in order,
 * as the same user, and shown while pending (the stored form: src/sync/outbox).
 */
export interface Change {
  method: ChangeMethod;
  /** The API path with its query string, e.g. `/api/v1/me/shelves/Read`. */
  path: string;
  body?: Body;
  /**
   * What the change is about, e.g. `shelf:9781234567897` or `review:9781234567897`: changes of one resource
   * replay in the order they were made; changes of different resources may replay in parallel. The pending mark
   * on an item is found by this key. Several resources are joined by RESOURCE_SEPARATOR (resources.shelfMove).
   */
  resource: string;
  /** How the pending list describes it: an i18n key (from a locale file) and its values. */
  label: ChangeLabel;
  /**
   * Its effect on each of its resources replaces that of any earlier change of them that also supersedes (it sets
   * a state rather than edits one, like a shelf move): while it waits, those earlier ones are not sent.
   */
  supersedes?: boolean;
  /** How the screen shows the change while it waits (ChangeReplay). */
  replay?: ChangeReplay;
}

/** How a change ended when `sendChange` returned. */
export type ChangeResult =
  /** The server applied it (or had applied this key before): its answer body. */
  | { state: 'applied'; body: unknown }
  /** No network: it waits in the outbox and will be replayed. */
  | { state: 'queued'; idempotencyKey: string };
