import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';
import { FIRST_PAINT_MARK } from '../src/client/lib/afterFirstPaint.ts';

/** Gzipped JS each first route may load before it has painted. */
export const BUDGET_FIRST_ROUTE_KIB = 200;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The heavy parts a first route must not load, each known by a text its code holds even minified: the EPUB
 * reader (epubjs parses EPUB CFIs, 'epubcfi(...)') and the PowerPoint export (pptxgenjs writes 'ppt/presentation.xml').
 */
const HEAVY_PARTS = { epubjs: 'epubcfi(', pptxgenjs: 'ppt/presentation.xml' } as const;
/** How long after the first paint the deferred loads are listed (afterPaintFiles). */
const AFTER_PAINT_MS = 4_000;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Gzipped JS a first visit of `route` loads before its first screen has painted (jsGzKiB: every script Chromium
 * requested before the app's FIRST_PAINT_MARK, i.e. entry, its imports and the route's lazy chunks), budgeted; what
 * it loads after that until the network is idle (afterPaintJsGzKiB: the header's menus, the outbox, the service
 * worker's registration, Ionic's idle helpers), not budgeted but listed; and which heavy parts it holds (none
 * expected), and gzipped JS of the service worker's precache. `signedInRoutes` are visited signed in as the demo
 * account (keyed 'signedIn <route>'). overBudget names each route over BUDGET_FIRST_ROUTE_KIB (bench/run.ts then fails).
 */
export async function measureBundles(root: string, baseUrl: string, routes: string[] = ['/'], signedInRoutes: string[] = []) {
  const dist = path.join(root, 'dist', 'client');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstRoute: Record<
    string,
    { jsGzKiB: number; files: number; afterPaintJsGzKiB: number; afterPaintFiles: string[]; heavyPartsLoaded: string[] }
  > = {};
  try {
    for (const [route, signedIn] of [...routes.map((r) => [r, false] as const), ...signedInRoutes.map((r) => [r, true] as const)]) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      if (signedIn) {
        const answer = await context.request.post(`${baseUrl}/api/v1/login`, {
          form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
          headers: { Origin: baseUrl },
        });
        if (!answer.ok()) throw new Error(`bench: the demo account could not log in (${answer.status()})`);
      }
      const page = await context.newPage();
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_PAINT_MARK, { timeout: 15_000 });
      // What waits for the first paint (the worker's registration, Dexie 3 s after the first write) loads in this time.
      await page.waitForTimeout(AFTER_PAINT_MS);
      // Resource timing: when each script was asked for, on the page's clock, as the mark.
      const { paintedAt, scripts } = await page.evaluate(
        ([mark, origin]) => ({
          paintedAt: performance.getEntriesByName(mark)[0]!.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), startTime: entry.startTime })),
        }),
        [FIRST_PAINT_MARK, baseUrl] as const,
      );
      const before = [...new Set(scripts.filter((s) => s.startTime < paintedAt).map((s) => s.file))];
      const after = [...new Set(scripts.filter((s) => s.startTime >= paintedAt).map((s) => s.file))].filter((f) => !before.includes(f));
      const sum = (files: string[]) => files.reduce((total, f) => total + gz(path.join(dist, f)), 0);
      const code = [...before, ...after].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
      const heavyPartsLoaded = Object.entries(HEAVY_PARTS).flatMap(([part, marker]) => (code.includes(marker) ? [part] : []));
      firstRoute[signedIn ? `signedIn ${route}` : route] = {
        jsGzKiB: kib(sum(before)),
        files: before.length,
        afterPaintJsGzKiB: kib(sum(after)),
        afterPaintFiles: after.sort(),
        heavyPartsLoaded,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const overBudget = Object.entries(firstRoute)
    .filter(([, figures]) => figures.jsGzKiB > BUDGET_FIRST_ROUTE_KIB)
    .map(([route, figures]) => `${route}: ${figures.jsGzKiB} KiB gz > ${BUDGET_FIRST_ROUTE_KIB}`);

  const swPath = path.join(dist, 'sw.js');
  const precached = [...readFileSync(swPath, 'utf8').matchAll(/"url":"([^"]+\.js)"/g)].map((m) => m[1]!);
  const precacheGz = precached.filter((f) => existsSync(path.join(dist, f))).reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  return {
    firstRoute,
    precacheJsGzKiB: kib(precacheGz),
    precacheJsFiles: precached.length,
    serviceWorkerGzKiB: kib(gz(swPath)),
    serviceWorkerBytes: statSync(swPath).size,
    budgetFirstRouteKiB: BUDGET_FIRST_ROUTE_KIB,
    overBudget,
  };
}
