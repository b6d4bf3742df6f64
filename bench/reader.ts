import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { and, desc, eq, gt } from 'drizzle-orm';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { chunkModulesFile } from '../scripts/viteChunkModules.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/identity.ts';
import { galleyFiles, reviewCopyFormats } from '../src/server/db/schema/galleys.ts';
import { REVIEW_COPY_FORMAT } from '../src/shared/domain/reviewCopyFormats.ts';
import { galleyRequests } from '../src/server/db/schema/requests.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';
import { freshDemoDataDir, startServerProcess } from './serverProcess.ts';
import { buildLargeEpub } from './largeEpub.ts';
import { LARGE_CHAPTERS, layoutFixtures } from '../tests/fixtures/epub-corpus/layout.ts';

/** The reader bench's data directory (demo data and its galleys; readerAB.ts copies it for its two servers). */
export const READER_DATA_DIR = '.tmp/bench-reader';
const PORT = Number(process.env.BENCH_READER_PORT ?? 3255);
const CPU_SLOWDOWN = 4;
const OPENS = 7;
const TURNS = 24;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** Budgets of issue 17, on each galley measured: the run fails when a median first page or a p95 page turn is over. */
export const READER_BUDGETS = { firstPageFromDexieMs: 200, pageTurnP95Ms: 50 } as const;

export interface BenchGalley {
  sku: string;
  bytes: number;
}

/** The EPUB fixtures whose files replace live demo galleys: the bench's large book and the corpus's largest and fixed-layout ones. */
const FIXTURES = {
  largest: (sku: string) => buildLargeEpub(sku),
  corpusLargest: () => layoutFixtures.find((f) => f.kind === 'large')!.build(),
  corpusFixedLayout: () => layoutFixtures.find((f) => f.kind === 'pre-paginated')!.build(),
} as const;
export type GalleyName = 'demo' | keyof typeof FIXTURES;

/**
 * Demo data in a fresh PGlite directory, and approved requests of the demo account for the largest live EPUB galley
 * of the demo data and for three other live EPUB galleys whose files become the fixtures (FIXTURES: largeEpub.ts, many
 * chapters and pictures; the corpus's 360-chapter book and its fixed-layout picture book, tests/fixtures/epub-corpus/
 * layout.ts). Answers each galley's sku and size.
 */
export async function prepareData(root: string): Promise<Record<GalleyName, BenchGalley>> {
  const dataDir = freshDemoDataDir(root, READER_DATA_DIR);
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const names = Object.keys(FIXTURES) as Array<keyof typeof FIXTURES>;
    const live = await db
      .select({ sku: galleyFiles.sku, resourceId: galleyFiles.resourceId, size: galleyFiles.size })
      .from(galleyFiles)
      .innerJoin(reviewCopyFormats, eq(reviewCopyFormats.resourceId, galleyFiles.resourceId))
      .where(and(eq(galleyFiles.format, REVIEW_COPY_FORMAT.epub), gt(reviewCopyFormats.drcExpirationDate, new Date())))
      .orderBy(desc(galleyFiles.size), galleyFiles.sku)
      .limit(1 + names.length);
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    const [demoGalley, ...fixtureGalleys] = live;
    if (!demoGalley || fixtureGalleys.length < names.length || !demo)
      throw new Error(`the demo data has no ${1 + names.length} live EPUB galleys or no demo account`);
    const galleys = { demo: { sku: demoGalley.sku, bytes: demoGalley.size ?? 0 } } as Record<GalleyName, BenchGalley>;
    for (const [i, name] of names.entries()) {
      const galley = fixtureGalleys[i]!;
      const fixture = FIXTURES[name](galley.sku);
      await db.update(galleyFiles).set({ bytes: fixture, size: fixture.byteLength }).where(eq(galleyFiles.resourceId, galley.resourceId));
      galleys[name] = { sku: galley.sku, bytes: fixture.byteLength };
    }
    for (const { sku } of Object.values(galleys)) {
      await db
        .insert(galleyRequests)
        .values({ userId: demo.id, sku, status: 'approved' })
        .onConflictDoUpdate({ target: [galleyRequests.userId, galleyRequests.sku, galleyRequests.requestType], set: { status: 'approved' } });
    }
    return galleys;
  } finally {
    await database.close();
  }
}

/** Durations (ms) of the reader's performance measures with this name (useReader.ts READER_MARKS). */
const measures = (page: Page, name: string) => page.evaluate((entry) => performance.getEntriesByName(entry, 'measure').map((m) => m.duration), name);

/** Records the page's long tasks (PerformanceObserver 'longtask') in window.benchLongTasks, from the page's start. */
function observeLongTasks() {
  const tasks: Array<{ start: number; duration: number }> = [];
  (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The locations made in the online visit (CPU not slowed; in the module worker, locations.ts): how long from the
 * start mark to the locations loaded ('reader:locations' measure), how many, and the longest main-thread task meanwhile.
 */
async function locationsFigures(page: Page) {
  return page.evaluate(() => {
    const measure = performance.getEntriesByName('reader:locations', 'measure')[0];
    if (!measure) return null;
    const end = measure.startTime + measure.duration;
    const tasks = (window as unknown as { benchLongTasks?: Array<{ start: number; duration: number }> }).benchLongTasks ?? [];
    const during = tasks.filter((t) => t.start < end && t.start + t.duration > measure.startTime);
    return {
      ms: Math.round(measure.duration * 10) / 10,
      longestMainThreadTaskMs: Math.round(Math.max(0, ...during.map((t) => t.duration)) * 10) / 10,
    };
  });
}

/**
 * One galley: after one online visit stored it in Dexie (and its locations), the first page of each reopening with
 * the CPU slowed (from the reader's start to the first page shown, read from Dexie), then page turns (key press to
 * the new page).
 */
export async function measureGalley(context: BrowserContext, page: Page, galley: BenchGalley) {
  // Online visit: downloads the galley into Dexie, makes and caches its locations.
  await page.goto(`/read/${galley.sku}`);
  await page.getByTestId('reader-percent').filter({ hasText: '%' }).waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('reader:firstPage', 'measure').length > 0);
  await page.waitForTimeout(1_500);
  const locations = await locationsFigures(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const firstPage: number[] = [];
  const steps: Record<string, number[]> = {};
  const navigationToFirstPage: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('reader:firstPage', 'measure').length > 0, undefined, { timeout: 60_000 });
    firstPage.push((await measures(page, 'reader:firstPage'))[0]!);
    navigationToFirstPage.push(await page.evaluate(() => performance.getEntriesByName('reader:firstPage', 'mark')[0]!.startTime));
    const marks = await page.evaluate(() => {
      const open = performance.getEntriesByName('reader:open', 'mark')[0]!.startTime;
      return performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('reader:'))
        .map((m) => [m.name, m.startTime - open] as const);
    });
    for (const [name, at] of marks) (steps[name] ??= []).push(at);
  }

  // Page turns: forward until the end (then back), one key press at a time, each waiting for the new page.
  await page.waitForTimeout(1_000);
  const next = page.getByRole('button', { name: 'Next page' });
  for (let i = 0; i < TURNS; i++) {
    const forward = await next.isEnabled();
    const before = (await measures(page, 'reader:turn')).length;
    await page.keyboard.press(forward ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForFunction((count) => performance.getEntriesByName('reader:turn', 'measure').length > count, before, { timeout: 10_000 });
  }
  const turns = await measures(page, 'reader:turn');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    sku: galley.sku,
    epubKiB: kib(galley.bytes),
    firstPageFromDexieMs: { median: round(median(firstPage)), max: round(Math.max(...firstPage)), runs: firstPage.length },
    firstPageStepsMs: Object.fromEntries(Object.entries(steps).map(([name, values]) => [name.replace('reader:', ''), round(median(values))])),
    navigationToFirstPageMs: { median: round(median(navigationToFirstPage)), max: round(Math.max(...navigationToFirstPage)) },
    pageTurnMs: { median: round(median(turns)), p95: round(percentile(turns, 95)), max: round(Math.max(...turns)), turns: turns.length },
    locations,
  };
}

/**
 * The EPUB reader in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), on the largest demo
 * galley, the bench's large EPUB and the corpus's largest (360 chapters) and fixed-layout books (first page from
 * Dexie, page turns, and the time the online visit took to make the locations, unslowed: measureGalley); plus the size of the
 * reader's route chunk (epubjs, Dexie, the reader) and of all JS a reader visit loads. overBudget names each figure
 * over READER_BUDGETS.
 */
export async function measureReader(root: string) {
  const galleys = await prepareData(root);
  const server = await startServerProcess(root, { DATA_DIR: path.join(root, READER_DATA_DIR) }, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto('/');
    const login = await page.request.post('/api/v1/login', { data: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { Origin: server.url } });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);

    const figures: Partial<Record<GalleyName, Awaited<ReturnType<typeof measureGalley>>>> = {};
    for (const name of ['demo', 'largest', 'corpusLargest', 'corpusFixedLayout'] as const)
      figures[name] = await measureGalley(context, page, galleys[name]);
    const overBudget = Object.entries(figures).flatMap(([name, figure]) => [
      ...(figure.firstPageFromDexieMs.median > READER_BUDGETS.firstPageFromDexieMs
        ? [`${name} galley: first page ${figure.firstPageFromDexieMs.median} ms > ${READER_BUDGETS.firstPageFromDexieMs} ms`]
        : []),
      ...(figure.pageTurnMs.p95 > READER_BUDGETS.pageTurnP95Ms
        ? [`${name} galley: page turn p95 ${figure.pageTurnMs.p95} ms > ${READER_BUDGETS.pageTurnP95Ms} ms`]
        : []),
    ]);

    const gz = (file: string) => gzipSync(readFileSync(path.join(root, 'dist', 'client', file)), { level: 9 }).length;
    // The reader route's own chunk (chunks are named by their hash: the build's map of their modules tells).
    const modules = JSON.parse(readFileSync(chunkModulesFile(path.join(root, 'dist', 'client')), 'utf8')) as Record<string, string[]>;
    const chunk = Object.keys(modules).find(
      (file) => !file.startsWith('assets/index-') && modules[file]!.some((id) => /[\\/]routes[\\/]read\.\$sku\.tsx$/.test(id)),
    );
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      corpusLargestChapters: LARGE_CHAPTERS,
      galleys: figures,
      readerChunkGzKiB: chunk ? kib(gz(chunk)) : null,
      readerVisitJsGzKiB: kib([...scripts].reduce((sum, file) => sum + gz(file), 0)),
      budgets: READER_BUDGETS,
      overBudget,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
