import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './dataDirLock.ts';
import { PgliteThread } from './pgliteThread.ts';

interface Started {
  client: PgliteThread;
  release: () => Promise<void>;
}

let preopened: { dataDir: string; started: Promise<Started | undefined> } | undefined;

/**
 * Starts PGlite for a data directory before the server's modules load (npm start calls it first thing): its start
 * (~1 s of WebAssembly work on its own thread) is what a cold start waits for. Takes the directory's lock first
 * (a local socket: well under a millisecond); when that fails it does nothing, and openDatabase reports the reason
 * as usual. Only this module and the two it imports load.
 */
export function preopenPglite(dataDir: string): void {
  if (preopened || dataDir.startsWith('memory://')) return;
  const start = async (): Promise<Started | undefined> => {
    try {
      mkdirSync(dataDir, { recursive: true });
      const release = await acquireDataDirLock(dataDir);
      const client = new PgliteThread(path.join(dataDir, 'pglite'));
      client.ready.catch(() => {}); // openDatabase awaits it and reports a failure
      return { client, release };
    } catch {
      return undefined; // the lock is taken or the directory cannot be made: openDatabase says so
    }
  };
  preopened = { dataDir, started: start() };
}

/** The PGlite preopened for this data directory, handed over once (with its lock's release). */
export async function takePreopened(dataDir: string): Promise<Started | undefined> {
  if (!preopened || path.resolve(preopened.dataDir) !== path.resolve(dataDir)) return undefined;
  const { started } = preopened;
  preopened = undefined;
  return started;
}
