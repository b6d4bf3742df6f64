import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess } from './serverProcess.ts';

const DEMO = { email: 'demo@booktrade.test', password: 'Demo-pass1!' };

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

/** GET /api/v1/me/user as the signed-in demo user: 10 connections for 10 s on loopback. */
export async function measureApiThroughput(root: string, options: { databaseUrl?: string }) {
  const env: Record<string, string> = {};
  if (options.databaseUrl) {
    env.DATABASE_URL = await ensurePostgresDatabase(options.databaseUrl);
  } else {
    const dataDir = path.join(root, '.tmp', 'bench-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    env.DATA_DIR = dataDir;
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/db/seed/cli.ts'), '--reset'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const server = await startServerProcess(root, env, 3201);
  try {
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ email: DEMO.email, pword: DEMO.password }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    if (!login.ok || !cookie) throw new Error(`demo login failed: ${login.status}`);
    const result = await autocannon({
      url: `${server.url}/api/v1/me/user`,
      connections: 10,
      duration: 10,
      headers: { cookie },
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      latencyP99Ms: result.latency.p99,
      latencyAvgMs: result.latency.average,
      non2xx: result.non2xx,
      errors: result.errors,
      connections: 10,
      durationSeconds: 10,
    };
  } finally {
    await server.stop();
  }
}
