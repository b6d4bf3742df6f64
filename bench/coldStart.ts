import path from 'node:path';
import { existsSync } from 'node:fs';
import { BENCH_PGLITE_DIR } from './benchServers.ts';
import { ensureServerBuilt } from '../scripts/serverBuild.mjs';
import { SERVER_COMMAND, startServerProcess } from './serverProcess.ts';

/** Issue 17: a start on existing data answers within half a second. */
export const COLD_START_BUDGET_MS = 500;

/**
 * Server start on an existing PGlite data directory (left by the throughput run): spawn of what `npm start` runs
 * (scripts/start.mjs running the prebuilt bundle dist/server/start.mjs under plain node) to the first HTTP answer.
 */
export async function measureColdStart(root: string, port: number) {
  const dataDir = path.join(root, BENCH_PGLITE_DIR);
  if (!existsSync(dataDir)) throw new Error('run the PGlite throughput bench first: it prepares the data directory');
  await ensureServerBuilt();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServerProcess(root, { DATA_DIR: dataDir }, port);
    runs.push(server.startedInMs);
    await server.stop();
  }
  runs.sort((a, b) => a - b);
  return {
    medianMs: runs[1]!,
    runsMs: runs,
    budgetMs: COLD_START_BUDGET_MS,
    includes: `node ${SERVER_COMMAND.join(' ')} (what npm start runs): server bundle staleness check, module loading, PGlite open, migrations check, demo data check, Fastify build, listen`,
  };
}
