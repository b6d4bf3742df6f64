import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './dataDirLock.ts';

/** The one database type the services see, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

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
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    try {
      if (wantMigrate) await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db, engine: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir.startsWith('memory://');
  let release = async () => {};
  let pgliteDir = dataDir;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    pgliteDir = path.join(dataDir, 'pglite');
  }
  try {
    // pg_trgm backs the title search indexes (migration 0003); PGlite loads extensions only at create.
    const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    const instance = drizzlePglite({ client, schema });
    if (wantMigrate) await migratePglite(instance, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: instance as unknown as Db,
      engine: 'pglite',
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
