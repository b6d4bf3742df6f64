import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { BUDGET_FIRST_ROUTE_KIB, measureFirstRouteJs, type FirstRouteJs } from '../scripts/firstRouteJs.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Gzipped JS a first visit of `route` loads before its first screen has painted (jsGzKiB, scripts/firstRouteJs.ts:
 * every script Chromium requested before the app's FIRST_PAINT_MARK, i.e. entry, its imports and the route's lazy
 * chunks), budgeted; what it loads after that until the network is idle (afterPaintJsGzKiB: the header's menus, the
 * outbox, the service worker's registration, Ionic's idle helpers), not budgeted but listed; and which heavy parts
 * (reader, export, import) it holds (none expected), and gzipped JS of the service worker's precache. `signedInRoutes`
 * are visited signed in as the demo account (keyed 'signedIn <route>'). overBudget names each route over
 * BUDGET_FIRST_ROUTE_KIB (bench/run.ts then fails).
 */
export async function measureBundles(root: string, baseUrl: string, routes: string[] = ['/'], signedInRoutes: string[] = []) {
  const dist = path.join(root, 'dist', 'client');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstRoute: Record<string, Omit<FirstRouteJs, 'beforePaint'>> = {};
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
      const { beforePaint: _files, ...figures } = await measureFirstRouteJs(await context.newPage(), baseUrl + route, dist);
      firstRoute[signedIn ? `signedIn ${route}` : route] = figures;
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
