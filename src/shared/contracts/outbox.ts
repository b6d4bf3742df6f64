/**
 * Headers of the offline outbox's writes, shared by the client (page and service worker) and the server. Plain
 * constants (no zod): the page's entry chunk and the service worker use them.
 */

/** The user id that made the change; the server refuses it when another user (or nobody) is signed in. */
export const CHANGE_USER_HEADER = 'X-Change-User';
/** Change.resource: changes of one resource replay in order. */
export const CHANGE_RESOURCE_HEADER = 'X-Change-Resource';
/**
 * Change.supersedes ('1'): the change sets its resources' state whatever earlier changes did, so that earlier ones
 * of the same resources that also supersede are not sent once it waits behind them. The server ignores it.
 */
export const CHANGE_SUPERSEDES_HEADER = 'X-Change-Supersedes';
/** Change.label as URI-encoded JSON, for the pending list. */
export const CHANGE_LABEL_HEADER = 'X-Change-Label';
/**
 * Change.replay as URI-encoded JSON: what the change shows on screen (a kind and its variables), so that a screen read
 * again while the change waits (after a reload) still shows it. The server ignores it.
 */
export const CHANGE_REPLAY_HEADER = 'X-Change-Replay';
/** On the server's 409 refusal of a change recorded for another user than the session's (nothing applied). */
export const CHANGE_REFUSED_HEADER = 'X-Change-Refused';
export const CHANGE_REFUSED_OTHER_USER = 'other-user';
