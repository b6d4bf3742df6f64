import type { EpochScope, WriteEpoch } from '../db/writeEpoch.ts';

interface Entry<V> {
  epoch: number;
  expires: number;
  value: Promise<V>;
  settled: boolean;
  refreshing: boolean;
}

/**
 * Results of reads kept in memory while the database's write epoch of the tables they read is unchanged: a write of
 * one of those tables by this process (or, on PostgreSQL, by another instance) makes every kept result unusable, so
 * the next read after a write reads the database. `scope` names the tables the loads read (only these, or all but
 * these: see WriteEpoch.readable); without it any write drops everything. Results also age out after `ttlMs`, for answers that move with the clock (review copies expire,
 * frontlist turns backlist): an aged result with an unchanged epoch is still answered while one reload replaces it.
 * Concurrent asks for one key share one load; a failed load is not kept. At most `maxEntries`, oldest dropped
 * first. With no readable epoch (caching off) every ask loads.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly epoch: WriteEpoch,
    private readonly options: { ttlMs: number; maxEntries: number; scope?: EpochScope },
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const epoch = this.epoch.readable(this.options.scope);
    if (epoch === null) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.epoch === epoch) {
      if (hit.expires > now) return hit.value;
      if (hit.settled) {
        if (!hit.refreshing) this.#refresh(key, hit, epoch, load);
        return hit.value;
      }
    }
    return this.#store(key, epoch, load()).value;
  }

  #store(key: string, epoch: number, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { epoch, expires: Date.now() + this.options.ttlMs, value, settled: false, refreshing: false };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    value.then(
      () => (entry.settled = true),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    if (this.#entries.size > this.options.maxEntries) this.#prune(epoch);
    return entry;
  }

  /** Reloads an aged entry in the background; the old result stays until the new one is there. */
  #refresh(key: string, aged: Entry<V>, epoch: number, load: () => Promise<V>) {
    aged.refreshing = true;
    load().then(
      (value) => this.#entries.get(key) === aged && this.#store(key, epoch, Promise.resolve(value)),
      () => (aged.refreshing = false),
    );
  }

  /** Drops entries of older epochs, then the oldest ones down to 90% of the limit (so the next inserts need no pruning). */
  #prune(epoch: number) {
    for (const [key, entry] of this.#entries) if (entry.epoch !== epoch) this.#entries.delete(key);
    const keep = Math.floor(this.options.maxEntries * 0.9);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= keep) break;
      this.#entries.delete(key);
    }
  }
}
