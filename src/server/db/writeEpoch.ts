/**
 * The write epoch of a database as this process sees it: a counter that moves whenever data a read cache may hold
 * could have changed. A cached read is tagged with the epoch taken before it ran and is served only while the epoch
 * is unchanged, so a write in this process is seen by the next read (services/readCache.ts).
 *
 * It moves: before every write statement this process sends (Drizzle's query logger sees each statement; tables
 * no cache reads are left out); after every HTTP change that wrote (plugins/writeNotices.ts, once its transaction
 * has committed); and, on PostgreSQL, when another app instance announces a write (db/writeNotices.ts). While that
 * announcement channel is down, caching is off (readable() answers null).
 */
export class WriteEpoch {
  #value = 0;
  #crossInstanceReady: boolean;
  /** Tells the other instances sharing the database (PostgreSQL); none on PGlite, which one process owns. */
  publish: (() => Promise<void>) | null = null;

  constructor(options: { crossInstance: boolean }) {
    this.#crossInstanceReady = !options.crossInstance;
  }

  get value(): number {
    return this.#value;
  }

  /** The epoch to tag a cached read with, or null when nothing may be cached now. */
  readable(): number | null {
    return this.#crossInstanceReady ? this.#value : null;
  }

  bump(): void {
    this.#value += 1;
  }

  /** Drizzle logger hook: every statement this process sends passes here before it runs. */
  statement(text: string): void {
    if (writesCachedData(text)) this.bump();
  }

  /** A change committed in this process: move the epoch and tell the other instances. */
  async committed(): Promise<void> {
    this.bump();
    await this.publish?.();
  }

  /** Whether writes of other instances reach this one (PostgreSQL LISTEN connection up). */
  setCrossInstanceReady(ready: boolean): void {
    this.#crossInstanceReady = ready;
    this.bump();
  }
}

/** Statements that never change data. */
const READ_ONLY = /^\s*(select|begin|commit|rollback|savepoint|release|show|explain)\b/i;
/** A WITH query reads only unless one of its parts writes (the SQL text holds no values: they are parameters). */
const WITH = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|truncate|merge)\b/i;
/** The target table of an INSERT, UPDATE or DELETE (quoted or not, optionally schema-qualified). */
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;
/** Tables written on most requests that no cache reads (idempotency records, usage tracking, robot-check use). */
const UNCACHED_TABLES = new Set(['idempotency_keys', 'usage_events', 'used_challenges', 'password_reset_tokens', 'reader_positions']);

/** True unless the statement only reads, or only writes tables no cache reads. Unknown statements count as writes. */
export function writesCachedData(text: string): boolean {
  if (READ_ONLY.test(text)) return false;
  if (WITH.test(text) && !WRITE_WORD.test(text)) return false;
  const target = TARGET.exec(text)?.[1];
  return !(target && UNCACHED_TABLES.has(target.toLowerCase()));
}
