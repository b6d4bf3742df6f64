import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequests, fuzzSeed } from '../server/fuzz/random.ts';
import { runFuzz } from '../server/fuzz/runner.ts';
import { failureText, headline, requestLine } from '../server/fuzz/summary.ts';
import { createFuzzWorld, type FuzzWorld } from '../server/fuzz/world.ts';
import { engines } from './engines.ts';

/**
 * The API fuzzer of tests/server/fuzz.test.ts (PGlite) on PostgreSQL too, whose driver and errors differ: the same
 * FUZZ_REQUESTS (default 10,000) and FUZZ_SEED on a fresh database.
 */
const REQUESTS = fuzzRequests();

describe.each(engines().filter((e) => e.name === 'postgres'))('API fuzzer on $name', (engine) => {
  let world: FuzzWorld;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    dispose = opened.dispose;
    world = await createFuzzWorld(opened.database);
  });
  afterAll(async () => {
    await world?.test.close();
    await dispose?.();
  });

  it(`answers ${REQUESTS} generated requests without a 5xx, every 4xx a problem, no data changed by a refused one`, async () => {
    const report = await runFuzz(world, { seed: fuzzSeed(), requests: REQUESTS });
    console.log(headline(report));
    if (report.failures.length) console.log(`failures by cause:\n${failureText(report)}`);
    expect(report.acceptedWrites).toBeGreaterThan(0);
    expect(report.failures.map((f) => `${f.kind}: ${requestLine(f)} ${f.detail ?? ''}`)).toEqual([]);
    expect(report.withoutField.length).toBe(0);
  }, 600_000);
});
