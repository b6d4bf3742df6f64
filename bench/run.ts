// `npm run bench`: prints the figures the issues budget and writes them to bench/results.json.
// `npm run bench -- pglite postgres`: only those parts (bundles, layoutShift, pglite, postgres, readAfterWrite, coldStart, browserRules, reader,
// offlineReads, outbox, lighthouse, import).
// Loopback only, bounded in time: every load run stops by itself.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { measureBundles } from './bundles.ts';
import { measureLayoutShift } from './layoutShift.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureApiThroughput } from './apiThroughput.ts';
import { startBenchServer } from './benchServers.ts';
import { measureBrowserRules } from './browserRules.ts';
import { measureColdStart } from './coldStart.ts';
import { measureFilteredTitles } from './filteredTitles.ts';
import { measureImportThroughput } from './importThroughput.ts';
import { measureReader } from './reader.ts';
import { measureOfflineReads } from './offlineReads.ts';
import { measureOutboxReplay } from './outboxReplay.ts';
import {
  describeReadAfterWrite,
  measureReadAfterWrite,
  READ_AFTER_WRITE_BUDGET,
  READ_AFTER_WRITE_CONNECTIONS,
  readAfterWriteOverBudget,
} from './readAfterWrite.ts';
import { ensureServerBuilt } from '../scripts/serverBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsPath = path.join(root, 'bench', 'results.json');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The port of the bench's servers, one at a time: PGlite's, then PostgreSQL's, then the cold starts. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3251);

const PARTS = [
  'bundles',
  'layoutShift',
  'pglite',
  'postgres',
  'readAfterWrite',
  'coldStart',
  'browserRules',
  'reader',
  'offlineReads',
  'outbox',
  'lighthouse',
  'import',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
if (unknown.length) throw new Error(`unknown bench part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
const run = (part: (typeof PARTS)[number]) => !asked.length || asked.includes(part);

const results: Record<string, unknown> = {};
/** Figures over their budget: printed at the end, and the run fails (exit code 1) once results.json is written. */
const overBudget: string[] = [];
const previous = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown>) : {};
function record(name: string, value: unknown) {
  results[name] = value;
  console.log(`${name}: ${JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ')}`);
}

// Bundles and the reader are measured on a build of the current sources (rebuilt when missing or stale, as npm start does).
if (run('bundles') || run('layoutShift') || run('lighthouse') || run('reader') || run('offlineReads') || run('outbox')) ensureClientBuilt();
// The servers run as `npm start` runs them (see serverProcess.ts): build the server bundle now, not in a timed start.
await ensureServerBuilt();

/** Reads right after writes on one engine, printed next to the cached figures of this run or of the last one. */
async function readAfterWrite(engine: 'pglite' | 'postgres', server: { url: string; writers: string[] }) {
  const figures = await measureReadAfterWrite(server.url, server.writers);
  record(`api.readAfterWrite.${engine}`, { ...figures, budget: READ_AFTER_WRITE_BUDGET[engine] });
  overBudget.push(...readAfterWriteOverBudget(engine, figures));
  const cached = (key: string) =>
    (results[`api.${key}.${engine}`] ?? previous[`api.${key}.${engine}`]) as Parameters<typeof describeReadAfterWrite>[1]['meUser'];
  console.log(describeReadAfterWrite(figures, { meUser: cached('meUser'), titles: cached('filteredTitles') }));
}
const writers = run('readAfterWrite') ? READ_AFTER_WRITE_CONNECTIONS : 0;

if (run('bundles') || run('layoutShift') || run('lighthouse') || run('pglite') || run('readAfterWrite') || run('coldStart')) {
  const pglite = await startBenchServer(root, { port: BENCH_PORT, writers });
  try {
    // A title page opened first must not pull the reader (epubjs) or the export (pptxgenjs) either.
    const firstTitle = (await (await fetch(`${pglite.url}/api/v1/filters/0/titles?pageSize=1`)).json()) as { products: { sku: string }[] };
    const titlePath = `/title/${firstTitle.products[0]!.sku}`;
    if (run('bundles')) {
      const bundles = await measureBundles(root, pglite.url, ['/', titlePath], ['/', '/yourbooks']);
      record('bundles', bundles);
      overBudget.push(...bundles.overBudget.map((line) => `first-route JS ${line}`));
    }
    if (run('layoutShift')) {
      const screens = [
        { path: '/', signedIn: false },
        { path: titlePath, signedIn: false },
        { path: '/yourbooks', signedIn: true },
      ];
      const layoutShift = await measureLayoutShift(pglite.url, screens);
      record('browser.layoutShift', layoutShift);
      overBudget.push(...layoutShift.overBudget.map((line) => `layout shift ${line}`));
    }
    if (run('lighthouse')) {
      const lighthouse = await measureLighthouse(pglite.url, [
        { path: '/', signedIn: false },
        { path: titlePath, signedIn: false },
        { path: '/yourbooks', signedIn: true },
      ]);
      record('browser.lighthouse', lighthouse);
      overBudget.push(...lighthouse.overBudget.map((line) => `Lighthouse ${line}`));
    }
    if (run('pglite')) {
      record('api.meUser.pglite', await measureApiThroughput(pglite.url, '/api/v1/me/user'));
      record('api.filteredTitles.pglite', { titles: pglite.seeded.titles, ...(await measureFilteredTitles(pglite.url)) });
    }
    // After the cached figures: its writes leave the caches empty.
    if (run('readAfterWrite')) await readAfterWrite('pglite', pglite);
  } finally {
    await pglite.stop();
  }
}

if (run('postgres') || run('readAfterWrite')) {
  try {
    const postgres = await startBenchServer(root, { postgresUrl, port: BENCH_PORT, writers });
    try {
      if (run('postgres')) {
        record('api.meUser.postgres', await measureApiThroughput(postgres.url, '/api/v1/me/user'));
        record('api.filteredTitles.postgres', { titles: postgres.seeded.titles, ...(await measureFilteredTitles(postgres.url)) });
      }
      if (run('readAfterWrite')) await readAfterWrite('postgres', postgres);
    } finally {
      await postgres.stop();
    }
  } catch (err) {
    record('api.postgres', { error: String((err as Error).message ?? err) });
  }
}

// ONIX import throughput (issue 21 §3): products per second on a fresh server of each engine.
if (run('import')) {
  for (const engine of ['pglite', 'postgres'] as const) {
    try {
      const server = await startBenchServer(root, { port: BENCH_PORT, ...(engine === 'postgres' ? { postgresUrl } : {}) });
      try {
        record(`import.onix.${engine}`, await measureImportThroughput(server.url));
      } finally {
        await server.stop();
      }
    } catch (err) {
      record(`import.onix.${engine}`, { error: String((err as Error).message ?? err) });
    }
  }
}

if (run('coldStart')) {
  const coldStart = await measureColdStart(root, BENCH_PORT);
  record('server.coldStart', coldStart);
  if (coldStart.medianMs > coldStart.budgetMs) overBudget.push(`cold start ${coldStart.medianMs} ms, budget ${coldStart.budgetMs} ms`);
}
if (run('browserRules')) record('browser.titleRules', await measureBrowserRules(root));
if (run('reader')) {
  const reader = await measureReader(root);
  record('browser.reader', reader);
  overBudget.push(...reader.overBudget.map((line) => `reader ${line}`));
}
if (run('offlineReads')) {
  const offlineReads = await measureOfflineReads(root);
  record('browser.offlineReads', offlineReads);
  overBudget.push(...offlineReads.overBudget);
}
if (run('outbox')) {
  const outboxReplay = await measureOutboxReplay(root);
  record('browser.outboxReplay', outboxReplay);
  overBudget.push(...outboxReplay.overBudget);
}

writeFileSync(resultsPath, JSON.stringify({ ...previous, ...results, measuredAt: new Date().toISOString() }, null, 2) + '\n');
console.log(`written ${path.relative(root, resultsPath)}`);
if (overBudget.length) {
  console.error(`OVER BUDGET:\n  ${overBudget.join('\n  ')}`);
  process.exitCode = 1;
}
