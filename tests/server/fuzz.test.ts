import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequests, fuzzSeed } from './fuzz/random.ts';
import { runFuzz, type Inject } from './fuzz/runner.ts';
import { failureText, headline, requestLine, withoutFieldText } from './fuzz/summary.ts';
import { createFuzzWorld, type FuzzWorld } from './fuzz/world.ts';

/**
 * The API fuzzer (issue 15): every route of app.routeTable, requests generated from its zod schemas, each field in
 * turn made hostile (NUL, lone surrogates, int4 bounds, long text, wrong types, prototype keys...), bodies broken,
 * path segments percent-encoded badly; anonymous and signed in, on the demo data. FUZZ_SEED and FUZZ_REQUESTS
 * (default 10,000) change the run; `npx tsx tests/server/fuzz/cli.ts` prints statuses per route.
 */
const SEED = fuzzSeed();
const REQUESTS = fuzzRequests();

let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld();
});
afterAll(() => world?.test.close());

async function execute(query: ReturnType<typeof sql>) {
  await world.test.database.db.execute(query);
}

describe('API fuzzer', () => {
  it('its data check flags a refused request that changed data, and neither an accepted write nor a rewrite of equal rows', async () => {
    const only = /^(GET|POST|PUT|DELETE) \/api\/v1\/savedFilters$/;
    const writingWhen =
      (write: (status: number) => ReturnType<typeof sql> | undefined): Inject =>
      async (options) => {
        const res = await world.app.inject(options);
        const query = write(res.statusCode);
        if (query) await execute(query);
        return res;
      };
    const changeATitle = sql`update products set name = name || '!' where sku = (select min(sku) from products)`;
    const refused = await runFuzz(world, { seed: 1, requests: 40, only, inject: writingWhen((s) => (s >= 400 ? changeATitle : undefined)) });
    const flagged = refused.failures.filter((f) => f.kind === 'data changed by a refused request');
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((f) => f.detail === 'products' && f.status >= 400)).toBe(true);

    const accepted = await runFuzz(world, { seed: 2, requests: 40, only, inject: writingWhen((s) => (s < 400 ? changeATitle : undefined)) });
    expect(accepted.acceptedWrites).toBeGreaterThan(0);
    expect(accepted.failures).toEqual([]);

    // A write that leaves every row as it was (a new transaction id, the same data) is no change.
    const sameRows = sql`update products set name = name where sku = (select min(sku) from products)`;
    const unchanged = await runFuzz(world, { seed: 3, requests: 40, only, inject: writingWhen((s) => (s >= 400 ? sameRows : undefined)) });
    expect(unchanged.fingerprints).toBeGreaterThan(0);
    expect(unchanged.failures).toEqual([]);
  });

  it(`answers ${REQUESTS} generated requests (seed ${SEED}) without a 5xx, every 4xx a problem naming the field, no data changed by a refused one`, async () => {
    const report = await runFuzz(world, { seed: SEED, requests: REQUESTS });
    console.log(headline(report));
    if (report.failures.length) console.log(`failures by cause:\n${failureText(report)}`);
    if (report.withoutField.length) console.warn(`${report.withoutField.length} answers 400 named no field:\n${withoutFieldText(report)}`);
    expect(report.requests).toBe(REQUESTS);
    expect(report.statuses.size).toBe(Math.min(world.app.routeTable.length, REQUESTS));
    expect(report.acceptedWrites).toBeGreaterThan(0);
    expect(report.failures.map((f) => `${f.kind}: ${requestLine(f)} ${f.detail ?? ''}`)).toEqual([]);
    // A 400 for one hostile field names a field (errors[0].field), so a client can show it where it belongs.
    expect(report.withoutField.map((w) => `${requestLine({ request: w.request, status: 400 })} -> ${w.body.slice(0, 200)}`)).toEqual([]);
  }, 600_000);
});
