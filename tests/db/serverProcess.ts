import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The work tree: the server runs from it. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  /** The process spawned: the server, or the shell-turned-sleep above it (`zombieKeeper`). */
  child: ChildProcess;
  /** The server's own pid. */
  pid: () => number | undefined;
  /** Sends a signal to the server (not to its keeper). */
  kill(signal: NodeJS.Signals): void;
  /** Kills whatever is left: the server and its keeper. */
  dispose(): Promise<void>;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal, or when it is a zombie under a keeper). */
  exited: Promise<number | null>;
}

/** The state letter of /proc/<pid>/stat (Z: a zombie); undefined once the process is gone. */
export function processState(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0];
  } catch {
    return undefined;
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs the server as `npm start` does (scripts/start.mjs: the server bundle, built first when stale, with the packages
 * bundled in; PGlite opened first thing, migrations, demo data on first run), without the client build, in one process
 * that a SIGKILL ends at once. With `zombieKeeper` (Linux) it runs under a shell that then becomes `sleep`, which never
 * reaps it: killed, it stays a zombie whose pid looks alive, as under a container's init that does not reap.
 */
export function spawnServer(env: Record<string, string | undefined>, port: number, options: { zombieKeeper?: boolean } = {}): ServerProcess {
  const args = ['scripts/start.mjs', '--no-build'];
  const keeper = options.zombieKeeper === true && process.platform === 'linux';
  const script = `${JSON.stringify(process.execPath)} ${args.join(' ')} & echo "server pid $!"; exec sleep 3600`;
  const child = spawn(keeper ? 'sh' : process.execPath, keeper ? ['-c', script] : args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: undefined, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const childExit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = () => (keeper ? Number(/server pid (\d+)/.exec(text)?.[1]) || undefined : child.pid);
  const exited = keeper
    ? (async () => {
        for (;;) {
          const server = pid();
          if (server !== undefined && ['Z', undefined].includes(processState(server))) return null;
          if (child.exitCode !== null || child.signalCode !== null) return null;
          await new Promise((r) => setTimeout(r, 20));
        }
      })()
    : childExit;
  const kill = (signal: NodeJS.Signals) => {
    const server = pid();
    if (server !== undefined && processState(server) !== undefined) process.kill(server, signal);
    else if (!keeper) child.kill(signal);
  };
  const dispose = async () => {
    kill('SIGKILL');
    await exited;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await childExit;
  };
  return { child, pid, kill, dispose, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Resolves once the server printed that it listens; rejects with its output when it exits first or is too slow. */
export async function listening(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let code: number | null | 'running' = 'running';
  void server.exited.then((c) => (code = c));
  while (!server.output().includes('Listening on ')) {
    if (code !== 'running') throw new Error(`the server exited (${code}) before listening:\n${server.output()}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGTERM (a clean stop) or SIGKILL, and waits for the exit; answers the exit code. */
export async function stop(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.kill(signal);
  return server.exited;
}
