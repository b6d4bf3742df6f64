/**
 * Runs the fuzzer outside vitest and prints statuses per route and the failures grouped by cause:
 *   npx tsx tests/server/fuzz/cli.ts [requests] [route regex]    (FUZZ_SEED, FUZZ_REQUESTS also read)
 * FUZZ_BASELINE=1 sends the unchanged baselines only and lists the refused ones (with the 400s list).
 */
import { fuzzRequests, fuzzSeed } from './random.ts';
import { runFuzz } from './runner.ts';
import { failureText, headline, requestLine, statusTable } from './summary.ts';
import { createFuzzWorld } from './world.ts';

async function main() {
  const requests = process.argv[2] ? Number(process.argv[2]) : fuzzRequests();
  const only = process.argv[3] ? new RegExp(process.argv[3]) : undefined;
  const seed = fuzzSeed();
  console.log(`fuzz seed ${seed} (FUZZ_SEED), ${requests} requests${only ? `, routes ${only}` : ''}`);
  const world = await createFuzzWorld();
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
    if (report.withoutField.length) {
      console.log(`\n400 without a field (${report.withoutField.length}), first 15:`);
      for (const w of report.withoutField.slice(0, process.env.FUZZ_BASELINE === '1' ? 200 : 15)) console.log(`  ${requestLine({ request: w.request, status: 400 })} -> ${w.body.slice(0, 160)}`);
    }
    console.log(`\n${headline(report)}`);
    process.exitCode = report.failures.length ? 1 : 0;
  } finally {
    await world.test.close();
  }
}

await main();
