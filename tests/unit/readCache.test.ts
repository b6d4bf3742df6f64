import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteEpoch, writesCachedData } from '../../src/server/db/writeEpoch.ts';
import { ReadCache } from '../../src/server/services/readCache.ts';

describe('writesCachedData', () => {
  it('counts writes of cached tables and unknown statements, not reads or bookkeeping tables', () => {
    expect(writesCachedData('select "sku" from "products"')).toBe(false);
    expect(writesCachedData('  SELECT pg_advisory_xact_lock(1)')).toBe(false);
    expect(writesCachedData('begin')).toBe(false);
    expect(writesCachedData('(select "sku" from "reviews") union all (select "sku" from "galley_requests")')).toBe(false);
    expect(writesCachedData('commit')).toBe(false);
    expect(writesCachedData('insert into "reviews" ("sku") values ($1)')).toBe(true);
    expect(writesCachedData('update "products" set "name" = $1')).toBe(true);
    expect(writesCachedData('delete from "sessions" where "id_hash" = $1')).toBe(true);
    expect(writesCachedData('with gone as (delete from "reviews" returning 1) select count(*) from gone')).toBe(true);
    expect(writesCachedData('TRUNCATE products CASCADE')).toBe(true);
    expect(writesCachedData('with t as (select "digital_updated_date" from "products") select count(*) from t')).toBe(false);
    expect(writesCachedData('insert into "usage_events" ("site_area") values ($1)')).toBe(false);
    expect(writesCachedData('update "idempotency_keys" set "status_code" = $1')).toBe(false);
  });
});

describe('ReadCache', () => {
  let epoch: WriteEpoch;
  let cache: ReadCache<number>;
  let loads: number;
  const load = (value: number) => () => {
    loads += 1;
    return Promise.resolve(value);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    epoch = new WriteEpoch({ crossInstance: false });
    cache = new ReadCache(epoch, { ttlMs: 1_000, maxEntries: 3 });
    loads = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('answers a kept result until a write moves the epoch', async () => {
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    expect(loads).toBe(1);
    epoch.statement('update "products" set "name" = $1');
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent asks and keeps no failure', async () => {
    let resolve!: (n: number) => void;
    const slow = () => {
      loads += 1;
      return new Promise<number>((r) => (resolve = r));
    };
    const [first, second] = [cache.get('a', slow), cache.get('a', slow)];
    resolve(7);
    expect([await first, await second]).toEqual([7, 7]);
    expect(loads).toBe(1);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load(4))).toBe(4);
  });

  it('answers an aged result once while it reloads, then the new one', async () => {
    await cache.get('a', load(1));
    vi.advanceTimersByTime(1_001);
    expect(await cache.get('a', load(2))).toBe(1);
    await Promise.resolve();
    expect(await cache.get('a', load(3))).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps nothing while the epoch is not readable (cross-instance channel down)', async () => {
    const shared = new WriteEpoch({ crossInstance: true });
    const off = new ReadCache<number>(shared, { ttlMs: 1_000, maxEntries: 3 });
    await off.get('a', load(1));
    expect(await off.get('a', load(2))).toBe(2);
    shared.setCrossInstanceReady(true);
    await off.get('a', load(3));
    expect(await off.get('a', load(4))).toBe(3);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load(1));
    loads = 0;
    await cache.get('d', load(1));
    expect(loads).toBe(0);
    await cache.get('a', load(1));
    expect(loads).toBe(1);
  });
});
