// `npm run bench`: prints the figures the issues budget and writes them to bench/results.json.
// Loopback only, bounded in time: every load run stops by itself.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundles.ts';
import { measureApiThroughput } from './apiThroughput.ts';
import { measureColdStart } from './coldStart.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsPath = path.join(root, 'bench', 'results.json');

const results: Record<string, unknown> = {};
function record(name: string, value: unknown) {
  results[name] = value;
  console.log(`${name}: ${JSON.stringify(value)}`);
}

const bundles = await measureBundles(root);
record('bundles', bundles);

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
record('api.meUser.pglite', await measureApiThroughput(root, {}));
try {
  record('api.meUser.postgres', await measureApiThroughput(root, { databaseUrl: pgUrl }));
} catch (err) {
  record('api.meUser.postgres', { error: String((err as Error).message ?? err) });
}
record('server.coldStart', await measureColdStart(root));

const previous = (() => {
  try {
    return JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();
writeFileSync(
  resultsPath,
  JSON.stringify({ ...previous, ...results, measuredAt: new Date().toISOString() }, null, 2) + '\n',
);
console.log(`written ${path.relative(root, resultsPath)}`);
