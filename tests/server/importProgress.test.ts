import { describe, expect, it } from 'vitest';
import { ImportProgressStore } from '../../src/server/services/importProgress.ts';

// The in-memory progress of ONIX imports (issue 21 §3): per user, expiring, bounded.
describe('ImportProgressStore', () => {
  it('keeps an import per user and id, and forgets it once it has not changed for the TTL', () => {
    let now = 1_000;
    const store = new ImportProgressStore(() => now, 60_000, 100);
    store.set(1, 'import-a', { phase: 'writing', done: 100, total: 500 });
    expect(store.get(1, 'import-a')).toEqual({ phase: 'writing', done: 100, total: 500 });
    expect(store.get(2, 'import-a')).toBeUndefined();
    now += 59_000;
    store.set(1, 'import-b', { phase: 'checking', done: 0, total: 0 });
    expect(store.get(1, 'import-a')).toBeDefined();
    now += 2_000;
    expect(store.get(1, 'import-a')).toBeUndefined();
    expect(store.get(1, 'import-b')).toEqual({ phase: 'checking', done: 0, total: 0 });
    // A change restarts the clock.
    now += 50_000;
    store.set(1, 'import-b', { phase: 'writing', done: 10, total: 20 });
    now += 50_000;
    expect(store.get(1, 'import-b')).toEqual({ phase: 'writing', done: 10, total: 20 });
  });

  it('keeps at most so many imports, forgetting the one changed longest ago', () => {
    const store = new ImportProgressStore(() => 0, 60_000, 3);
    for (const id of ['id-one-1', 'id-two-2', 'id-three-3']) store.set(7, id, { phase: 'checking', done: 0, total: 0 });
    store.set(7, 'id-one-1', { phase: 'writing', done: 1, total: 2 });
    store.set(7, 'id-four-4', { phase: 'checking', done: 0, total: 0 });
    expect(store.size).toBe(3);
    expect(store.get(7, 'id-two-2')).toBeUndefined();
    expect(store.get(7, 'id-one-1')).toEqual({ phase: 'writing', done: 1, total: 2 });
  });
});
