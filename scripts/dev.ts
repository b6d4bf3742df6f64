/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173 (proxying /api, /covers, /galleys to the API)
 * and the API server on API_PORT (default 3001), restarted by `tsx watch` when server code changes.
 * Ctrl-C stops both; if either stops, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './clientBuild.ts';

const API_PORT = process.env.API_PORT ?? '3001';
const VITE_PORT = '5173';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface Child {
  name: string;
  process: ChildProcess;
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  // Each child leads its own process group, so stopping it also stops what it started (esbuild, node).
  const child = spawn(npx, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  return { name, process: child };
}

const children: Child[] = [
  run('api', ['tsx', 'watch', '--clear-screen=false', 'scripts/start.ts', '--api-only'], {
    PORT: API_PORT,
    // The browser talks to Vite's origin; the API checks Origin against it.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${VITE_PORT}`,
  }),
  run('vite', ['vite', '--port', VITE_PORT, '--strictPort'], { API_PORT }),
];

let stopping = false;
function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const { process: child } of children) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Give them a moment to close the database and the port, then leave.
  setTimeout(() => process.exit(exitCode), 1500).unref();
}

for (const { name, process: child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stopAll(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(`[dev] app with hot reload: http://localhost:${VITE_PORT}  (API on http://localhost:${API_PORT})`);
