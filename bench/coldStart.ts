import path from 'node:path';
import { existsSync } from 'node:fs';
import { BENCH_PGLITE_DIR } from './benchServers.ts';
import { startServerProcess } from './serverProcess.ts';

/** Server start on an existing PGlite data directory (left by the throughput run): spawn to first HTTP answer. */
export async function measureColdStart(root: string) {
  const dataDir = path.join(root, BENCH_PGLITE_DIR);
  if (!existsSync(dataDir)) throw new Error('run the PGlite throughput bench first: it prepares the data directory');
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServerProcess(root, { DATA_DIR: dataDir }, 3202);
    runs.push(server.startedInMs);
    await server.stop();
  }
  runs.sort((a, b) => a - b);
  return { medianMs: runs[1], runsMs: runs, budgetMs: 1000, includes: 'node + tsx start, migrations check, PGlite open' };
}
