/**
 * The write epoch of a database as this process sees it: counters that move whenever data a read cache may hold
 * could have changed, one per table written plus one for writes of unknown tables. A cached read is tagged with the
 * stamp of the tables it reads (readable(scope)), taken before it ran, and is served only while that stamp is
 * unchanged, so a write in this process is seen by the next read (services/readCache.ts), while a write to tables a
 * cache does not read (a shelf move, a list vote) leaves its kept answers usable.
 *
 * It moves: before every write statement this process sends (Drizzle's query logger sees each statement; tables
 * no cache reads are left out), for the statement's target table; after every HTTP change that wrote
 * (plugins/writeNotices.ts, once its transaction has committed), for the tables written meanwhile; and, on
 * PostgreSQL, when another app instance announces a write (db/writeNotices.ts). While that announcement channel is
 * down, caching is off (readable() answers null).
 */
export class WriteEpoch {
  /** Every move, of any table: `value`. */
  #value = 0;
  /** Moves of every table at once (unknown statements, notices naming no table, the channel's state). */
  #all = 0;
  readonly #tables = new Map<string, number>();
  /** The tables of the last moves (ring), for tablesSince(); '*' is a move of every table. */
  readonly #log: string[] = new Array<string>(LOG_SIZE);
  #crossInstanceReady: boolean;
  /** Tells the other instances sharing the database (PostgreSQL) which tables changed; none on PGlite, which one process owns. */
  publish: ((tables: readonly string[]) => Promise<void>) | null = null;

  constructor(options: { crossInstance: boolean }) {
    this.#crossInstanceReady = !options.crossInstance;
  }

  /** Moves with every write of any table. */
  get value(): number {
    return this.#value;
  }

  /**
   * The stamp to tag a cached read with, or null when nothing may be cached now. Without a scope it moves with every
   * write; with `only`, with writes of those tables; with `except`, with writes of any table but those. Writes of
   * unknown tables move every stamp.
   */
  readable(scope?: EpochScope): number | null {
    if (!this.#crossInstanceReady) return null;
    if (!scope) return this.#value;
    let sum = 0;
    if ('only' in scope) {
      for (const table of scope.only) sum += this.#tables.get(table) ?? 0;
      return this.#all + sum;
    }
    for (const table of scope.except) sum += this.#tables.get(table) ?? 0;
    return this.#value - sum;
  }

  /** A write of every table (unknown statement, or one table given). */
  bump(table?: string): void {
    this.#value += 1;
    if (table === undefined || table === '*') this.#all += 1;
    else this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
    this.#log[this.#value % LOG_SIZE] = table ?? '*';
  }

  /** The tables written since `value` was read ('*' when unknown, or when too many moves ago to tell). */
  tablesSince(value: number): string[] {
    if (this.#value - value >= LOG_SIZE) return ['*'];
    const tables = new Set<string>();
    for (let v = value + 1; v <= this.#value; v++) tables.add(this.#log[v % LOG_SIZE]!);
    return [...tables];
  }

  /** Drizzle logger hook: every statement this process sends passes here before it runs. */
  statement(text: string): void {
    const target = writtenTable(text);
    if (target !== null) this.bump(target);
  }

  /** A change committed in this process that wrote `tables` (tablesSince): move them again and tell the other instances. */
  async committed(tables: readonly string[] = ['*']): Promise<void> {
    for (const table of tables) this.bump(table);
    await this.publish?.(tables);
  }

  /** Whether writes of other instances reach this one (PostgreSQL LISTEN connection up). */
  setCrossInstanceReady(ready: boolean): void {
    this.#crossInstanceReady = ready;
    this.bump();
  }
}

/** Which tables a cached read depends on: only some, or all but some (see WriteEpoch.readable). */
export type EpochScope = { only: readonly string[] } | { except: readonly string[] };

const LOG_SIZE = 1024;

/** Statements that never change data (a UNION of selects opens with a parenthesis). */
const READ_ONLY = /^[\s(]*(select|begin|commit|rollback|savepoint|release|show|explain)\b/i;
/** A WITH query reads only unless one of its parts writes (the SQL text holds no values: they are parameters). */
const WITH = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|truncate|merge)\b/i;
/** The target table of an INSERT, UPDATE or DELETE (quoted or not, optionally schema-qualified). */
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;
/** Tables written on most requests that no cache reads (idempotency records, usage tracking, robot-check use). */
const UNCACHED_TABLES = new Set(['idempotency_keys', 'usage_events', 'used_challenges', 'password_reset_tokens', 'reader_positions']);

/**
 * The table a statement writes (lower case), '*' when it writes but which tables is unknown (a WITH that writes,
 * TRUNCATE, DDL, ...), or null when it only reads or only writes tables no cache reads.
 */
export function writtenTable(text: string): string | null {
  if (READ_ONLY.test(text)) return null;
  if (WITH.test(text) && !WRITE_WORD.test(text)) return null;
  const target = TARGET.exec(text)?.[1]?.toLowerCase();
  if (!target) return '*';
  return UNCACHED_TABLES.has(target) ? null : target;
}

/** True unless the statement only reads, or only writes tables no cache reads. Unknown statements count as writes. */
export function writesCachedData(text: string): boolean {
  return writtenTable(text) !== null;
}
