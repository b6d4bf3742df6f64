import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The heavy parts a first route must not load, each known by a text its code holds even minified: the EPUB
 * reader (epubjs parses EPUB CFIs, 'epubcfi(...)') and the PowerPoint export (pptxgenjs writes 'ppt/presentation.xml').
 */
const HEAVY_PARTS = { epubjs: 'epubcfi(', pptxgenjs: 'ppt/presentation.xml' } as const;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Gzipped JS a first visit of `route` loads (every script Chromium fetched until the network was idle,
 * entry, its imports and the route's lazy chunks) and which heavy parts it holds (none expected), and gzipped JS
 * of the service worker's precache. `signedInRoutes` are visited signed in as the demo account (keyed 'signedIn <route>').
 */
export async function measureBundles(root: string, baseUrl: string, routes: string[] = ['/'], signedInRoutes: string[] = []) {
  const dist = path.join(root, 'dist', 'client');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstRoute: Record<string, { jsGzKiB: number; files: number; heavyPartsLoaded: string[] }> = {};
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
      const scripts = new Set<string>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const bytes = [...scripts].reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
      const code = [...scripts].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
      const heavyPartsLoaded = Object.entries(HEAVY_PARTS).flatMap(([part, marker]) => (code.includes(marker) ? [part] : []));
      firstRoute[signedIn ? `signedIn ${route}` : route] = { jsGzKiB: kib(bytes), files: scripts.size, heavyPartsLoaded };
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const swPath = path.join(dist, 'sw.js');
  const precached = [...readFileSync(swPath, 'utf8').matchAll(/"url":"([^"]+\.js)"/g)].map((m) => m[1]!);
  const precacheGz = precached.filter((f) => existsSync(path.join(dist, f))).reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  return {
    firstRoute,
    precacheJsGzKiB: kib(precacheGz),
    precacheJsFiles: precached.length,
    serviceWorkerGzKiB: kib(gz(swPath)),
    serviceWorkerBytes: statSync(swPath).size,
    budgetFirstRouteKiB: 200,
  };
}
