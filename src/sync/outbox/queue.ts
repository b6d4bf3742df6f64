import { CHANGE_LABEL_HEADER, CHANGE_REPLAY_HEADER, CHANGE_RESOURCE_HEADER, CHANGE_SUPERSEDES_HEADER, CHANGE_USER_HEADER } from './protocol.ts';
import { announceOutboxChange, backoffMs } from './replay.ts';
import { addChange, changesOf, type StoredChange } from './store.ts';
import { sharesResource, type ChangeLabel, type ChangeMethod, type ChangeReplay } from './pendingChange.ts';

/** Headers worth sending again on replay; the outbox adds Idempotency-Key and the user. */
const KEPT_HEADERS = ['accept', 'content-type'];

function decodeHeader(raw: string | null): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

function readLabel(raw: string | null, fallback: string): ChangeLabel {
  try {
    const label = JSON.parse(decodeURIComponent(raw ?? '')) as ChangeLabel;
    if (label && typeof label.key === 'string') return label;
  } catch {
    // no label: the pending list shows the method and path
  }
  return { key: fallback };
}

function readReplay(raw: string | null): ChangeReplay | undefined {
  if (!raw) return undefined;
  try {
    const replay = JSON.parse(decodeURIComponent(raw)) as ChangeReplay;
    return replay && typeof replay.kind === 'string' ? replay : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The change a write request describes (Idempotency-Key, X-Change-User, X-Change-Resource, X-Change-Label headers),
 * as the outbox stores it, or null when it is not an outbox change.
 */
export async function changeFromRequest(request: Request): Promise<StoredChange | null> {
  const idempotencyKey = request.headers.get('Idempotency-Key');
  const userId = Number(request.headers.get(CHANGE_USER_HEADER));
  const method = request.method as ChangeMethod;
  if (!idempotencyKey || !(userId > 0) || !['POST', 'PUT', 'DELETE'].includes(method)) return null;
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = await request.clone().text();
  return {
    idempotencyKey,
    userId,
    resource: decodeHeader(request.headers.get(CHANGE_RESOURCE_HEADER)) || path,
    label: readLabel(request.headers.get(CHANGE_LABEL_HEADER), `${method} ${path}`),
    replay: readReplay(request.headers.get(CHANGE_REPLAY_HEADER)),
    ...(request.headers.get(CHANGE_SUPERSEDES_HEADER) === '1' ? { supersedes: true } : {}),
    method,
    path,
    headers,
    body: body === '' ? undefined : body,
    createdAt: new Date().toISOString(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/**
 * Sends a change unless earlier changes of its resource still wait (then it waits behind them). No answer at all
 * or a 5xx: it is stored in the outbox and 'queued' is answered; any other answer is the caller's.
 */
export async function sendOrQueue(change: StoredChange, send: () => Promise<Response>): Promise<Response | 'queued'> {
  const waiting = (await changesOf(change.userId)).some((stored) => sharesResource(stored.resource, change.resource));
  if (!waiting) {
    try {
      const response = await send();
      if (response.status < 500) return response;
      change.lastStatus = response.status;
      change.lastError = `HTTP ${response.status}`;
    } catch (error) {
      change.lastError = error instanceof Error ? error.message : 'network error';
    }
    change.attempts = 1;
    change.nextAttemptAt = Date.now() + backoffMs(1);
  }
  await addChange(change);
  announceOutboxChange();
  return 'queued';
}
