import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess, type RunningServer } from './serverProcess.ts';

export const BENCH_PGLITE_DIR = '.tmp/bench-pglite';

async function ensurePostgresDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const name = 'booktrade_bench';
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return target.toString();
  } finally {
    await admin.end();
  }
}

/** A freshly seeded server process: PGlite in a new bench data directory, or a bench database on PostgreSQL. */
export async function startBenchServer(root: string, options: { postgresUrl?: string; port: number }): Promise<RunningServer> {
  const env: Record<string, string> = {};
  if (options.postgresUrl) {
    env.DATABASE_URL = await ensurePostgresDatabase(options.postgresUrl);
  } else {
    const dataDir = path.join(root, BENCH_PGLITE_DIR);
    rmSync(dataDir, { recursive: true, force: true });
    env.DATA_DIR = dataDir;
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/db/seed/cli.ts'), '--reset'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return startServerProcess(root, env, options.port);
}
