import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, classifyAnswer, replayOutbox, voidedChanges } from './replay.ts';
import { addChange, allChanges, deleteChange, type StoredChange } from './store.ts';

function change(key: string, userId: number, resource: string): StoredChange {
  return {
    idempotencyKey: key,
    userId,
    resource,
    label: { key: 'test' },
    method: 'POST',
    path: `/api/v1/things/${key}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key }),
    createdAt: new Date().toISOString(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/**
 * A server: who is signed in, and an answer per change key (200 unless given); like the real one it answers 401
 * without a session and 409 to a change recorded for another user.
 */
function server(sessionUser: number, answers: Record<string, number | (() => number)> = {}) {
  const sent: Array<{ key: string; user: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/v1/me/user') {
      return sessionUser ? Response.json({ user: { id: sessionUser } }) : Response.json({ status: 401, title: 'Unauthorized' }, { status: 401 });
    }
    const headers = new Headers(init?.headers);
    const key = headers.get('Idempotency-Key')!;
    sent.push({ key, user: headers.get('X-Change-User') });
    if (!sessionUser) return Response.json({ status: 401, title: 'Unauthorized' }, { status: 401 });
    if (headers.get('X-Change-User') !== String(sessionUser))
      return new Response(null, { status: 409, headers: { 'X-Change-Refused': 'other-user' } });
    const answer = answers[key];
    const status = typeof answer === 'function' ? answer() : (answer ?? 200);
    return Response.json({ status, title: 'Problem', detail: `refused ${key}` }, { status });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const stored = async () => Object.fromEntries((await allChanges()).map((c) => [c.idempotencyKey, c]));

beforeEach(async () => {
  for (const c of await allChanges()) await deleteChange(c.idempotencyKey);
});

describe('classifyAnswer', () => {
  it('maps answers to what the outbox does', () => {
    const none = new Headers();
    expect(classifyAnswer(200, none)).toBe('done');
    expect(classifyAnswer(204, none)).toBe('done');
    expect(classifyAnswer(500, none)).toBe('retry');
    expect(classifyAnswer(503, none)).toBe('retry');
    expect(classifyAnswer(429, none)).toBe('retry');
    expect(classifyAnswer(409, new Headers({ 'Retry-After': '1' }))).toBe('retry');
    expect(classifyAnswer(401, none)).toBe('signIn');
    expect(classifyAnswer(409, new Headers({ 'X-Change-Refused': 'other-user' }))).toBe('otherUser');
    expect(classifyAnswer(404, none)).toBe('conflict');
    expect(classifyAnswer(422, none)).toBe('conflict');
  });

  it('backs off exponentially up to five minutes', () => {
    expect(backoffMs(1, 0.5)).toBe(1000);
    expect(backoffMs(3, 0.5)).toBe(4000);
    expect(backoffMs(30, 0.5)).toBe(300_000);
  });
});

describe('replayOutbox', () => {
  it("replays one resource's changes in order, holds them back behind a conflict, and never sends another user's", async () => {
    for (const c of [change('a1', 1, 'a'), change('b1', 1, 'b'), change('a2', 1, 'a'), change('x1', 2, 'a'), change('a3', 1, 'a')])
      await addChange(c);
    const { sent, fetch } = server(1, { a2: 404 });
    const report = await replayOutbox({ fetch });
    expect(report.applied).toBe(2);
    expect(sent.filter((s) => s.key.startsWith('a')).map((s) => s.key)).toEqual(['a1', 'a2']);
    expect(sent.map((s) => s.key).sort()).toEqual(['a1', 'a2', 'b1']);
    expect(sent.every((s) => s.user === '1')).toBe(true);
    const left = await stored();
    expect(Object.keys(left).sort()).toEqual(['a2', 'a3', 'x1']);
    expect(left.a2).toMatchObject({ state: 'conflict', lastError: 'refused a2', attempts: 1 });
    expect(left.a3).toMatchObject({ state: 'pending', attempts: 0 });
    expect(left.x1).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('retries a 5xx later with backoff (a forced replay does not wait), then applies it', async () => {
    await addChange(change('s1', 1, 's'));
    let status = 500;
    const { sent, fetch } = server(1, { s1: () => status });
    const first = await replayOutbox({ fetch });
    expect(first.applied).toBe(0);
    expect(first.nextAttemptAt).toBeGreaterThan(Date.now());
    expect((await stored()).s1).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    await replayOutbox({ fetch });
    expect(sent).toHaveLength(1);
    status = 201;
    expect((await replayOutbox({ fetch, force: true })).applied).toBe(1);
    expect(sent).toHaveLength(2);
    expect(await allChanges()).toEqual([]);
  });

  it('keeps changes that meet a 401 for the same user to sign in again', async () => {
    for (const c of [change('u1', 1, 'u'), change('v1', 1, 'v')]) await addChange(c);
    const anonymous = server(0);
    await replayOutbox({ fetch: anonymous.fetch, claimedUserId: 1 });
    expect(Object.values(await stored()).map((c) => c.state)).toEqual(['signIn', 'signIn']);
    // Another user signed in: they wait, unsent.
    const other = server(2);
    await replayOutbox({ fetch: other.fetch, force: true });
    expect(other.sent).toEqual([]);
    // The same user again: replayed.
    const same = server(1);
    expect((await replayOutbox({ fetch: same.fetch, force: true })).applied).toBe(2);
  });

  it('runs one replay at a time: a second call during a run sends nothing twice', async () => {
    for (let i = 0; i < 5; i += 1) await addChange(change(`p${i}`, 1, `p${i}`));
    const { sent, fetch } = server(1);
    await Promise.all([replayOutbox({ fetch }), replayOutbox({ fetch, force: true })]);
    expect(sent.map((s) => s.key).sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('replays many changes: each sent once, in order per resource, and each removed once done', async () => {
    const made = Array.from({ length: 60 }, (_, i) => change(`m${i}`, 1, i % 3 === 0 ? `r${i}` : 'chain'));
    for (const c of made) await addChange(c);
    const { sent, fetch } = server(1);
    const report = await replayOutbox({ fetch });
    expect(report.applied).toBe(60);
    expect(sent.map((s) => s.key).sort()).toEqual(made.map((c) => c.idempotencyKey).sort());
    const chain = made.filter((c) => c.resource === 'chain').map((c) => c.idempotencyKey);
    expect(sent.filter((s) => chain.includes(s.key)).map((s) => s.key)).toEqual(chain);
    expect(await allChanges()).toEqual([]);
    expect((await replayOutbox({ fetch })).applied).toBe(0);
    expect(sent).toHaveLength(60);
  });
});

describe('voidedChanges', () => {
  const set = (key: string, resource: string, state: StoredChange['state'] = 'pending') => ({ ...change(key, 1, resource), supersedes: true, state });
  const keys = (changes: StoredChange[]) => [...voidedChanges(changes)].map((c) => c.idempotencyKey);

  it('voids a superseding change only when later superseding changes set each of its resources', () => {
    expect(keys([set('1', 'a'), set('2', 'a'), set('3', 'b')])).toEqual(['1']);
    expect(keys([set('1', 'a b'), set('2', 'a')])).toEqual([]);
    expect(keys([set('1', 'a b'), set('2', 'a'), set('3', 'b')])).toEqual(['1']);
  });

  it('never voids past an edit, a change in conflict, or a change that does not supersede', () => {
    expect(keys([set('1', 'a'), change('2', 1, 'a'), set('3', 'a')])).toEqual([]);
    expect(keys([set('1', 'a'), set('2', 'a', 'conflict'), set('3', 'a')])).toEqual([]);
    expect(keys([change('1', 1, 'a'), set('2', 'a')])).toEqual([]);
    // The later move of a waits behind a conflict on b: the earlier move of a is still sent.
    expect(keys([set('1', 'a'), set('2', 'b', 'conflict'), set('3', 'a b')])).toEqual([]);
  });
});
