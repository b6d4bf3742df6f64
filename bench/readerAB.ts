/**
 * The reader bench (bench/reader.ts) on two builds of the client side by side (issue 17): `npx tsx bench/readerAB.ts
 * <before client dir> <after client dir> [rounds] [galley...]` serves each client from its own server (ports
 * READER_AB_PORT and +1, each with a copy of the bench's data) and measures each galley on before and after
 * alternately, in a fresh browser context each time (a shared machine: compare, do not trust absolute figures).
 * Prints each run and the medians over the rounds of: first page from Dexie, its steps, navigation to first page,
 * page turn median and p95.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';
import { startAbServers } from './abServers.ts';
import { measureGalley, prepareData, READER_DATA_DIR, type GalleyName } from './reader.ts';

const [beforeDir, afterDir, roundsArg, ...names] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: bench/readerAB.ts <before client dir> <after client dir> [rounds] [galley...]');
const rounds = Number(roundsArg ?? 3);
const galleyNames = (names.length ? names : ['demo', 'largest', 'corpusLargest', 'corpusFixedLayout']) as GalleyName[];
const port = Number(process.env.READER_AB_PORT ?? 3331);
const root = path.resolve(import.meta.dirname, '..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const galleys = await prepareData(root);
const servers = await startAbServers([beforeDir, afterDir], port, (i) => {
  const dataDir = path.join(root, `.tmp/reader-ab-data-${i}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.join(root, READER_DATA_DIR), dataDir, { recursive: true });
  return dataDir;
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const name of galleyNames) {
    const runs: Array<Array<Awaited<ReturnType<typeof measureGalley>>>> = [[], []];
    for (let round = 0; round < rounds; round++) {
      for (const i of [0, 1]) {
        const url = servers[i]!.url;
        const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
        try {
          const page = await context.newPage();
          await page.goto('/');
          const login = await page.request.post('/api/v1/login', { data: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { Origin: url } });
          if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
          const figures = await measureGalley(context, page, galleys[name]);
          runs[i]!.push(figures);
          console.log(
            `${name} ${i ? 'after ' : 'before'} round ${round + 1}: first page ${figures.firstPageFromDexieMs.median} ms (nav ${figures.navigationToFirstPageMs.median}), steps ${JSON.stringify(figures.firstPageStepsMs)}, turns median ${figures.pageTurnMs.median} p95 ${figures.pageTurnMs.p95} max ${figures.pageTurnMs.max}`,
          );
        } finally {
          await context.close();
        }
      }
    }
    const of = (i: number, pick: (f: (typeof runs)[0][0]) => number) => median(runs[i]!.map(pick));
    for (const i of [0, 1])
      console.log(
        `${name} ${i ? 'after ' : 'before'} (medians of ${rounds}): first page ${of(i, (f) => f.firstPageFromDexieMs.median)} ms, navigation to first page ${of(i, (f) => f.navigationToFirstPageMs.median)} ms, turn median ${of(i, (f) => f.pageTurnMs.median)} p95 ${of(i, (f) => f.pageTurnMs.p95)} ms`,
      );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
