/**
 * Runs the fuzzer outside vitest and prints statuses per route and the failures grouped by cause:
 *   npx tsx tests/server/fuzz/cli.ts [requests] [route regex]    (FUZZ_SEED, FUZZ_REQUESTS also read)
 * FUZZ_POSTGRES=1 runs on a fresh PostgreSQL database (tests/db/engines.ts: TEST_DATABASE_URL or the local default).
 * FUZZ_BASELINE=1 sends the unchanged baselines only and lists the refused ones (with the 400s list).
 */
import { DEFAULT_TEST_DATABASE_URL, engines } from '../../db/engines.ts';
import { fuzzRequests, fuzzSeed } from './random.ts';
import { runFuzz } from './runner.ts';
import { failureText, headline, requestLine, statusTable, withoutFieldText } from './summary.ts';
import { createFuzzWorld } from './world.ts';

async function main() {
  const requests = process.argv[2] ? Number(process.argv[2]) : fuzzRequests();
  const only = process.argv[3] ? new RegExp(process.argv[3]) : undefined;
  const seed = fuzzSeed();
  console.log(`fuzz seed ${seed} (FUZZ_SEED), ${requests} requests${only ? `, routes ${only}` : ''}`);
  if (process.env.FUZZ_POSTGRES === '1') process.env.TEST_DATABASE_URL ??= DEFAULT_TEST_DATABASE_URL;
  const engine = process.env.FUZZ_POSTGRES === '1' ? engines().find((e) => e.name === 'postgres') : undefined;
  const postgres = await engine?.open();
  console.log(`engine ${postgres ? 'PostgreSQL' : 'PGlite'}`);
  const world = await createFuzzWorld(postgres?.database);
  try {
    const report = await runFuzz(world, {
      seed,
      requests,
      only,
      baselineOnly: process.env.FUZZ_BASELINE === '1',
      onProgress: (done, r) => {
        if (done % 1000 === 0) console.log(`  ${done} requests, ${r.failures.length} failures`);
      },
    });
    console.log(statusTable(report));
    if (report.failures.length) console.log(`\nFailures by cause:\n${failureText(report)}`);
    if (report.withoutField.length && process.env.FUZZ_BASELINE === '1') {
      console.log(`\nRefused baselines (${report.withoutField.length}):`);
      for (const w of report.withoutField.slice(0, 200))
        console.log(`  ${requestLine({ request: w.request, status: 400 })} -> ${w.body.slice(0, 160)}`);
    } else if (report.withoutField.length) console.log(`\n400 without a field (${report.withoutField.length}):\n${withoutFieldText(report)}`);
    console.log(`\n${headline(report)}`);
    process.exitCode = report.failures.length ? 1 : 0;
  } finally {
    await world.test.close();
    await postgres?.dispose();
  }
}

await main();
