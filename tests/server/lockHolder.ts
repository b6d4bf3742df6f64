/**
 * A process that takes a data directory's lock (tests/server/dataDirLock.test.ts runs it with `node --import tsx`):
 * prints `locked <pid>`, or `refused <message>` when another live process holds it, then stays until killed.
 * With a second argument `busy` it then blocks its event loop for 15 s (longer than a taker waits out silence), as a server in a long computation would.
 */
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/dataDirLock.ts';

try {
  await acquireDataDirLock(process.argv[2]!);
  console.log(`locked ${process.pid}`);
  if (process.argv[3] === 'busy') for (const end = Date.now() + 15_000; Date.now() < end;);
  setInterval(() => {}, 1 << 30);
} catch (err) {
  console.log(err instanceof DataDirLockedError ? `refused ${err.message}` : `failed ${(err as Error).message}`);
}
