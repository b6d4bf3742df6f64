import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * PostgreSQL runs under CI (CI=true, TEST_DATABASE_URL or the default; unreachable = failure) or whenever
 * TEST_DATABASE_URL is set; otherwise only PGlite runs.
 */
export function postgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.CI === 'true') return DEFAULT_TEST_DATABASE_URL;
  return undefined;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  /** url: the fresh PostgreSQL database's, for a second app instance on it. */
  open(): Promise<{ database: Database; dispose(): Promise<void>; url?: string }>;
}

/**
 * A fresh PostgreSQL database per run (CREATE DATABASE <name>_<random>, dropped afterwards), so runs never see
 * each other's tables or migration journal.
 */
async function openFreshPostgres(baseUrl: string) {
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`PostgreSQL at ${baseUrl.replace(/:[^:@/]*@/, ':***@')} is unreachable: ${(err as Error).message}`);
  }
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
  } catch (err) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
    throw err;
  }
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      // The pool's sockets may still be closing: wait for them rather than killing them.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
          break;
        } catch (err) {
          if (attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await admin.end();
    },
  };
}

export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openDatabase({ dataDir: 'memory://' });
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const url = postgresUrl();
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}
