import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replayOutbox } from '../../../sync/outbox/replay.ts';
import { addChange, allChanges, type StoredChange } from '../../../sync/outbox/store.ts';
import { resources } from './resources.ts';

/** A shelf move as the app queues it (useSetShelf: POST /api/v1/me/shelves/{shelf}, resources.shelfMove). */
function move(key: string, shelf: string, skus: string[]): StoredChange {
  return {
    idempotencyKey: key,
    userId: 1,
    resource: resources.shelfMove(skus),
    label: { key: 'test' },
    method: 'POST',
    path: `/api/v1/me/shelves/${shelf}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(skus.map((sku) => ({ sku }))),
    createdAt: new Date().toISOString(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/**
 * A server that takes `delayMs(n)` to apply the n-th move it gets (and then answers), so that a move sent before the
 * earlier one of its title was answered may overtake it.
 */
function shelfServer(delayMs: (index: number) => number) {
  const shelfOf = new Map<string, string>();
  let index = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/v1/me/user') return Response.json({ user: { id: 1 } });
    const delay = delayMs(index++);
    await new Promise((resolve) => setTimeout(resolve, delay));
    const shelf = path.split('/').pop()!;
    for (const { sku } of JSON.parse(String(init?.body)) as Array<{ sku: string }>) shelfOf.set(sku, shelf);
    return Response.json([]);
  };
  return { shelfOf, fetch: fetch as typeof globalThis.fetch };
}

describe('shelf moves in the outbox', () => {
  it("replays a title's moves in the order they were made, whether it moved alone or with others", async () => {
    // Offline: title a alone to Favorites, then a and b together (the Action menu) to FinishedReading, then b alone.
    await addChange(move('one', 'Favorites', ['a']));
    await addChange(move('both', 'FinishedReading', ['a', 'b']));
    await addChange(move('b-alone', 'CurrentlyReading', ['b']));
    // The first request is the slowest to be answered.
    const server = shelfServer((i) => (i === 0 ? 40 : 1));
    const report = await replayOutbox({ fetch: server.fetch });
    expect(report.applied).toBe(3);
    expect(await allChanges()).toEqual([]);
    expect(Object.fromEntries(server.shelfOf)).toEqual({ a: 'FinishedReading', b: 'CurrentlyReading' });
  });

  it('replays moves of different titles side by side', async () => {
    await addChange(move('x', 'Favorites', ['x']));
    await addChange(move('y', 'Favorites', ['y']));
    let inFlight = 0;
    let most = 0;
    const server = shelfServer(() => 0);
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/v1/me/user') return server.fetch(input, init);
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const response = await server.fetch(input, init);
      inFlight -= 1;
      return response;
    }) as typeof globalThis.fetch;
    await replayOutbox({ fetch });
    expect(most).toBe(2);
    expect(Object.fromEntries(server.shelfOf)).toEqual({ x: 'Favorites', y: 'Favorites' });
  });
});

describe('superseded shelf moves', () => {
  const superseding = (c: StoredChange): StoredChange => ({ ...c, supersedes: true });

  it('sends only the last of several moves of a title made offline, and the server ends as the user left it', async () => {
    const moves = ['Favorites', 'CurrentlyReading', 'FinishedReading'].map((shelf, i) => superseding(move(`t${i}`, shelf, ['t'])));
    for (const c of [...moves, superseding(move('u0', 'Favorites', ['u']))]) await addChange(c);
    const sent: string[] = [];
    const server = shelfServer(() => 0);
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/v1/me/user') sent.push(new Headers(init?.headers).get('Idempotency-Key')!);
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    const report = await replayOutbox({ fetch });
    expect(sent.sort()).toEqual(['t2', 'u0']);
    expect(report.applied).toBe(4);
    expect(await allChanges()).toEqual([]);
    expect(Object.fromEntries(server.shelfOf)).toEqual({ t: 'FinishedReading', u: 'Favorites' });
  });

  it('still sends a move of several titles when a later move covers only some of them', async () => {
    await addChange(superseding(move('ab', 'Favorites', ['a', 'b'])));
    await addChange(superseding(move('a', 'CurrentlyReading', ['a'])));
    const server = shelfServer(() => 0);
    await replayOutbox({ fetch: server.fetch });
    expect(Object.fromEntries(server.shelfOf)).toEqual({ a: 'CurrentlyReading', b: 'Favorites' });
  });
});
