import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './dataDirLock.ts';
import { asPglite, PgliteThread } from './pgliteThread.ts';
import { takePreopened } from './preopen.ts';
import { WriteEpoch } from './writeEpoch.ts';

/** The one database type the services see, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Moves when data read caches may hold changes (see writeEpoch.ts). */
  epoch: WriteEpoch;
  /**
   * True when the open found its schema stamp (PGlite: a previous open of this very cluster applied every
   * migration), so it skipped the migrations check; a start may then do its other checks after listening.
   */
  stamped?: boolean;
  close(): Promise<void>;
}

const epochs = new WeakMap<Db, WriteEpoch>();

/** The write epoch of a database handle; undefined for a transaction handle (nothing read inside one is cached). */
export function epochOf(db: Db | Tx): WriteEpoch | undefined {
  return epochs.get(db as Db);
}

/** Drizzle's query logger as the epoch's eye on every statement sent. */
function epochLogger(epoch: WriteEpoch) {
  return { logQuery: (query: string) => epoch.statement(query) };
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * True when the database already has the newest migration of the journal. Drizzle's migrator applies the
 * migrations newer than the last one recorded in drizzle.__drizzle_migrations; when there are none it would only
 * run its CREATE ... IF NOT EXISTS statements and an empty transaction, so a start on an up-to-date database skips
 * it with two small queries.
 */
/** The `when` of the journal's newest migration. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const newest = newestMigration();
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as Rows<{
    present: boolean;
  }>;
  if (!table.rows[0]?.present) return false;
  const result = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as Rows<{
    last: string | null;
  }>;
  const last = result.rows[0]?.last;
  return last != null && Number(last) >= newest;
}

/** DATA_DIR/schema-stamp: "<cluster's system identifier> <newest migration applied>", written once an open found both. */
const SCHEMA_STAMP = 'schema-stamp';

/**
 * What the schema stamp must say for this PGlite cluster and migrations journal: the cluster's system identifier
 * (the first 8 bytes of global/pg_control, made at initdb: another or a recreated cluster has another) and the
 * newest migration. Undefined when pg_control cannot be read.
 */
function expectedStamp(pgliteDir: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path.join(pgliteDir, 'global', 'pg_control'), 'r');
    const id = Buffer.alloc(8);
    if (readSync(fd, id, 0, 8, 0) !== 8) return undefined;
    return `${id.readBigUInt64LE(0)} ${newestMigration()}`;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readStamp(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, SCHEMA_STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export interface OpenOptions {
  /** postgres://... : use PostgreSQL through node-postgres. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Apply the migrations folder (default true). */
  migrate?: boolean;
}

/** Opens PGlite (default) or PostgreSQL (databaseUrl) with the one schema, and applies migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const wantMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    // node-postgres is loaded only for PostgreSQL: a PGlite start does not pay for it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { startWriteNotices }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./writeNotices.ts'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const epoch = new WriteEpoch({ crossInstance: true });
    const db = drizzlePg({ client: pool, schema, logger: epochLogger(epoch) }) as unknown as Db;
    try {
      if (wantMigrate && !(await migrationsApplied(db))) {
        await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    epochs.set(db, epoch);
    const notices = startWriteNotices(pg.Client, pool, options.databaseUrl, epoch);
    return {
      db,
      engine: 'postgres',
      epoch,
      close: async () => {
        await notices.close();
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir.startsWith('memory://');
  const started = await takePreopened(dataDir);
  let release = started?.release ?? (async () => {});
  let pgliteDir = dataDir;
  if (!inMemory && !started) {
    mkdirSync(dataDir, { recursive: true });
    release = await acquireDataDirLock(dataDir);
    pgliteDir = path.join(dataDir, 'pglite');
  }
  try {
    // PGlite runs in a worker thread (pgliteThread.ts): it starts while this thread loads and builds the app.
    const client = started?.client ?? new PgliteThread(pgliteDir);
    // One process owns a PGlite data directory: its own writes are all there is to see.
    const epoch = new WriteEpoch({ crossInstance: false });
    const instance = drizzlePglite({ client: asPglite(client), schema, logger: epochLogger(epoch) });
    let stamped = false;
    try {
      await client.ready;
      // A start on a cluster this app already migrated skips the check (two queries, the first of the start)
      // when the stamp says so; migrations and PGlite both write only through this process (the data directory lock).
      const stamp = inMemory ? undefined : expectedStamp(path.join(dataDir, 'pglite'));
      stamped = wantMigrate && stamp !== undefined && readStamp(dataDir) === stamp;
      if (wantMigrate && !stamped) {
        if (!(await migrationsApplied(instance as unknown as Db))) await migratePglite(instance, { migrationsFolder: MIGRATIONS_DIR });
        if (stamp !== undefined) writeFileSync(path.join(dataDir, SCHEMA_STAMP), `${stamp}\n`);
      }
    } catch (err) {
      await client.close();
      throw err;
    }
    epochs.set(instance as unknown as Db, epoch);
    return {
      db: instance as unknown as Db,
      engine: 'pglite',
      epoch,
      stamped,
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}
