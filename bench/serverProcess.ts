import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  startedInMs: number;
  stop(): Promise<void>;
}

/** What `npm start` runs: plain node on scripts/start.mjs, which runs the server bundle dist/server/start.mjs. */
export const SERVER_COMMAND = ['scripts/start.mjs', '--no-build'];

/**
 * Starts the server as `npm start` does (without npm itself, and with --no-build: the bench builds dist/client
 * once before) and waits until it answers HTTP. Build the server bundle first (ensureServerBuilt) so that the
 * time measured is a start, not a build.
 */
export async function startServerProcess(root: string, env: Record<string, string>, port: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, SERVER_COMMAND[0]!), ...SERVER_COMMAND.slice(1)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/v1/me/user`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('server did not start within 120 s');
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const startedInMs = Math.round(performance.now() - started);
  return {
    url,
    child,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** The demo data made afresh (`npm run seed -- --reset`) for a bench server's database (DATA_DIR or DATABASE_URL in env). */
export function seedDemoData(root: string, env: Record<string, string>): void {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/db/seed/cli.ts'), '--reset'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

/** A fresh PGlite directory `dir` (under root) with the demo data; answers its path. */
export function freshDemoDataDir(root: string, dir: string): string {
  const dataDir = path.join(root, dir);
  rmSync(dataDir, { recursive: true, force: true });
  seedDemoData(root, { DATA_DIR: dataDir });
  return dataDir;
}
