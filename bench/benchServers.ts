import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedBenchTitles } from './benchTitles.ts';
import { findBenchWriters } from './benchWriters.ts';
import { seedDemoData, startServerProcess, type RunningServer } from './serverProcess.ts';

export const BENCH_PGLITE_DIR = '.tmp/bench-pglite';

/** A new database `<db>_bench_<pid>_<random>` on the server of `url` (as the db test suite makes them); drop() removes it. */
async function createFreshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'test'}_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

export interface BenchServer extends RunningServer {
  /** Titles in the catalogue and how long topping it up took. */
  seeded: { titles: number; ms: number };
  /** Demo accounts for the read-after-write bench (options.writers of them at most; none unless asked). */
  writers: string[];
}

/**
 * A freshly seeded server process: PGlite in a new bench data directory, or a new database on PostgreSQL (dropped
 * by stop()). The demo seed, then the catalogue topped up to 10k titles, then the server as `npm start` runs it.
 */
export async function startBenchServer(root: string, options: { postgresUrl?: string; port: number; writers?: number }): Promise<BenchServer> {
  const env: Record<string, string> = {};
  let drop = async () => {};
  if (options.postgresUrl) {
    const fresh = await createFreshPostgresDatabase(options.postgresUrl);
    env.DATABASE_URL = fresh.url;
    drop = fresh.drop;
  } else {
    const dataDir = path.join(root, BENCH_PGLITE_DIR);
    rmSync(dataDir, { recursive: true, force: true });
    env.DATA_DIR = dataDir;
  }
  try {
    seedDemoData(root, env);
    const database = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
    const seeded = await seedBenchTitles(database);
    const writers = options.writers ? await findBenchWriters(database, options.writers) : [];
    const server = await startServerProcess(root, env, options.port);
    return {
      ...server,
      seeded,
      writers,
      async stop() {
        await server.stop();
        await drop();
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}
