import { CHANGE_REFUSED_HEADER, CHANGE_REFUSED_OTHER_USER, CHANGE_USER_HEADER, OUTBOX_CHANNEL, type OutboxNotice } from './protocol.ts';
import { changesOf, deleteChangesBySeq, updateChange, type StoredChange } from './store.ts';
import { getMe } from '../../shared/contracts/routes/session.ts';
import { resourceKeys } from './pendingChange.ts';

/** What an answer to a replayed change means for it. */
export type ReplayOutcome = 'done' | 'retry' | 'signIn' | 'otherUser' | 'conflict';

/**
 * 2xx (also a stored idempotent answer): done; 5xx, 408, 429 or an answer with Retry-After: retry later; 401: keep
 * it for the same user to sign in again; 409 refusing another user's change: keep it for its user; another 4xx: a
 * conflict the user sees.
 */
export function classifyAnswer(status: number, headers: Pick<Headers, 'get'>): ReplayOutcome {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'signIn';
  if (status === 409 && headers.get(CHANGE_REFUSED_HEADER) === CHANGE_REFUSED_OTHER_USER) return 'otherUser';
  if (status >= 500 || status === 408 || status === 429 || headers.get('Retry-After') !== null) return 'retry';
  return 'conflict';
}

const MAX_BACKOFF_MS = 5 * 60 * 1000;

/** Wait before the next try after `attempts` failed ones: 1 s, 2 s, 4 s ... up to 5 minutes, with some jitter. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** Changes of different resources replay at most this many at a time; one resource's changes one after another. */
const PARALLEL_RESOURCES = 6;

export interface ReplayOptions {
  /** Ignore the backoff (the network just came back, the user asked for it). */
  force?: boolean;
  /** Who the page believes is signed in, used when the server says nobody is (so its changes get 401: signIn). */
  claimedUserId?: number;
  fetch?: typeof fetch;
}

export interface ReplayReport {
  /** The session's user whose changes were replayed (0: nobody signed in, null: the server was not reached). */
  userId: number | null;
  applied: number;
  /** Epoch ms of the earliest retry still due, if any. */
  nextAttemptAt: number | null;
}

/** The signed-in user per the server: its id, 0 when nobody is, null when there was no answer. */
async function sessionUserId(fetchFn: typeof fetch): Promise<number | null> {
  try {
    const response = await fetchFn(getMe.path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
    if (response.status === 401 || response.status === 403) return 0;
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { id?: unknown } };
    return typeof body.user?.id === 'number' ? body.user.id : 0;
  } catch {
    return null;
  }
}

async function problemText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown; title?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (typeof body.title === 'string' && body.title) return body.title;
  } catch {
    // not JSON
  }
  return `HTTP ${response.status}`;
}

/** Sends one stored change as it was made: same method, path, body and Idempotency-Key, with its user. */
export function sendStored(change: StoredChange, fetchFn: typeof fetch): Promise<Response> {
  const headers = new Headers(change.headers);
  headers.set('Idempotency-Key', change.idempotencyKey);
  headers.set(CHANGE_USER_HEADER, String(change.userId));
  return fetchFn(change.path, { method: change.method, headers, body: change.body, credentials: 'same-origin', cache: 'no-store' });
}

let channel: BroadcastChannel | undefined;
let pendingNotice: ReturnType<typeof setTimeout> | undefined;
let appliedSinceNotice = 0;

/** Tells every page (and other contexts) that the outbox changed; bursts are sent as one notice per 200 ms. */
export function announceOutboxChange(applied = 0): void {
  if (typeof BroadcastChannel === 'undefined') return;
  appliedSinceNotice += applied;
  if (pendingNotice !== undefined) return;
  pendingNotice = setTimeout(() => {
    pendingNotice = undefined;
    channel ??= new BroadcastChannel(OUTBOX_CHANNEL);
    const notice: OutboxNotice = { type: 'outbox-changed', applied: appliedSinceNotice };
    appliedSinceNotice = 0;
    channel.postMessage(notice);
  }, 200);
}

/**
 * Runs `send` over changes (in the order made) as their resources allow: a change goes once every earlier change
 * sharing one of its resources is done (send answered true); one that is not done holds back the later changes of
 * its resources, and theirs. At most PARALLEL_RESOURCES at a time; of those ready, the one with the longest chain
 * behind it first (that chain decides when the round ends).
 */
export async function runInOrder<T extends { resource: string }>(changes: readonly T[], send: (change: T) => Promise<boolean>): Promise<void> {
  const followers: number[][] = changes.map(() => []);
  const waitsOn = changes.map(() => 0);
  const lastOf = new Map<string, number>();
  changes.forEach((change, i) => {
    const before = new Set<number>();
    for (const key of resourceKeys(change.resource)) {
      const last = lastOf.get(key);
      if (last !== undefined) before.add(last);
      lastOf.set(key, i);
    }
    for (const j of before) followers[j]!.push(i);
    waitsOn[i] = before.size;
  });
  const chain = changes.map(() => 1);
  for (let i = changes.length - 1; i >= 0; i -= 1) for (const f of followers[i]!) chain[i] = Math.max(chain[i]!, chain[f]! + 1);
  const ready = changes.map((_, i) => i).filter((i) => waitsOn[i] === 0);
  const next = () => {
    if (!ready.length) return undefined;
    let best = 0;
    for (let k = 1; k < ready.length; k += 1) if (chain[ready[k]!]! > chain[ready[best]!]!) best = k;
    return ready.splice(best, 1)[0];
  };
  let inFlight = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      while (inFlight < PARALLEL_RESOURCES) {
        const index = next();
        if (index === undefined) break;
        inFlight += 1;
        send(changes[index]!).then((done) => {
          inFlight -= 1;
          if (done) for (const f of followers[index]!) if (--waitsOn[f]! === 0) ready.push(f);
          pump();
        }, reject);
      }
      if (inFlight === 0 && !ready.length) resolve();
    };
    pump();
  });
}

/**
 * The changes (in the order made) that need not be sent: each supersedes, and for each of its resources a later
 * change that supersedes and will be sent this round names it, with no other change of it (an edit) between. A change
 * in conflict, and every later change of its resources (and of theirs), waits for the user: it covers nothing.
 */
export function voidedChanges<T extends { resource: string; supersedes?: boolean; state: string }>(changes: readonly T[]): Set<T> {
  const keysOf = changes.map((change) => resourceKeys(change.resource));
  const heldKeys = new Set<string>();
  const held = changes.map((change, i) => {
    const isHeld = change.state === 'conflict' || keysOf[i]!.some((key) => heldKeys.has(key));
    if (isHeld) for (const key of keysOf[i]!) heldKeys.add(key);
    return isHeld;
  });
  const voided = new Set<T>();
  /** Per resource, walking from the newest: whether a later superseding change sets it. */
  const setLater = new Map<string, boolean>();
  for (let i = changes.length - 1; i >= 0; i -= 1) {
    const change = changes[i]!;
    const sets = Boolean(change.supersedes) && !held[i];
    if (sets && keysOf[i]!.every((key) => setLater.get(key))) voided.add(change);
    // A change that does not supersede (an edit) or is held back breaks the cover.
    for (const key of keysOf[i]!) setLater.set(key, sets);
  }
  return voided;
}

let running: Promise<ReplayReport> | undefined;
let again: ReplayOptions | undefined;

/**
 * Replays the signed-in user's stored changes: changes of one resource in the order they were made (a change
 * that is not done holds back the later ones of its resource), different resources in parallel. Another user's
 * changes are never sent. One replay runs at a time; a call during a run makes one more run afterwards.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplayReport> {
  if (running) {
    again = { ...again, ...options, force: Boolean(again?.force || options.force) };
    return running;
  }
  running = replayOnce(options).finally(() => {
    running = undefined;
  });
  return running.then(async (report) => {
    if (!again) return report;
    const next = again;
    again = undefined;
    const more = await replayOutbox(next);
    return { ...more, applied: report.applied + more.applied };
  });
}

async function replayOnce({ force = false, claimedUserId, fetch: fetchFn = fetch }: ReplayOptions): Promise<ReplayReport> {
  const sessionUser = await sessionUserId(fetchFn);
  if (sessionUser === null) return { userId: null, applied: 0, nextAttemptAt: Date.now() + backoffMs(1) };
  // Nobody signed in: the changes of the user the page believes signed in are sent, so that they get their 401.
  const userId = sessionUser === 0 ? (claimedUserId ?? 0) : sessionUser;
  if (userId === 0) return { userId: 0, applied: 0, nextAttemptAt: null };
  const changes = await changesOf(userId);
  const voided = voidedChanges(changes);
  let applied = 0;
  /** Set when the whole round must stop: no network, no session, or another user signed in. */
  let halted = false;

  // Done changes leave the store in batches (one transaction for those acknowledged while the previous one ran),
  // off the path of the next change of their resource. Should the worker stop before a batch is written, those
  // changes are sent again with their Idempotency-Key, and the server answers them from its stored answer.
  let acknowledged: number[] = [];
  let removed = Promise.resolve();
  const acknowledge = (change: StoredChange) => {
    acknowledged.push(change.seq!);
    if (acknowledged.length > 1) return;
    removed = removed.then(async () => {
      const batch = acknowledged;
      acknowledged = [];
      try {
        await deleteChangesBySeq(batch);
        applied += batch.length;
        announceOutboxChange(batch.length);
      } catch (error) {
        console.warn('outbox: done changes not removed (they are sent again, idempotently)', error);
      }
    });
  };

  const settle = async (change: StoredChange, outcome: Exclude<ReplayOutcome, 'done'>, error: string, status?: number) => {
    const next: StoredChange = { ...change, attempts: change.attempts + 1, lastError: error, lastStatus: status };
    if (outcome === 'retry') {
      next.state = 'pending';
      next.nextAttemptAt = Date.now() + backoffMs(next.attempts);
    } else if (outcome === 'signIn') {
      next.state = 'signIn';
    } else if (outcome === 'otherUser') {
      next.state = 'pending';
      next.attempts = change.attempts;
      next.nextAttemptAt = Date.now() + backoffMs(1);
    } else {
      next.state = 'conflict';
    }
    await updateChange(next);
    announceOutboxChange();
  };

  /** Sends one change: true when it is done (its later changes may go), false when it holds them back. */
  const replayChange = async (change: StoredChange): Promise<boolean> => {
    if (halted || change.state === 'conflict') return false;
    if (voided.has(change)) {
      // A later change sets what this one would: it leaves the outbox unsent.
      acknowledge(change);
      return true;
    }
    if (change.state === 'signIn' && sessionUser !== userId) return false;
    if (!force && change.state === 'pending' && change.nextAttemptAt > Date.now()) return false;
    let response: Response;
    try {
      response = await sendStored(change, fetchFn);
    } catch (error) {
      halted = true;
      await settle(change, 'retry', error instanceof Error ? error.message : 'network error');
      return false;
    }
    const outcome = classifyAnswer(response.status, response.headers);
    if (outcome === 'done') {
      void response.body?.cancel().catch(() => undefined);
      acknowledge(change);
      return true;
    }
    if (outcome === 'signIn' || outcome === 'otherUser') halted = true;
    await settle(change, outcome, await problemText(response), response.status);
    return false;
  };

  await runInOrder(changes, replayChange);
  await removed;
  // Once the session is gone, every change of that user waits for the same user to sign in again.
  const left = await changesOf(userId);
  if (halted && sessionUser === 0) {
    await Promise.all(left.filter((c) => c.state === 'pending').map((c) => updateChange({ ...c, state: 'signIn' })));
    announceOutboxChange();
    return { userId, applied, nextAttemptAt: null };
  }
  const due = left.filter((c) => c.state === 'pending').map((c) => c.nextAttemptAt);
  return { userId, applied, nextAttemptAt: due.length ? Math.min(...due) : null };
}
