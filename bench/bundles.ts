import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

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
 * of the service worker's precache.
 */
export async function measureBundles(root: string, baseUrl: string, routes: string[] = ['/']) {
  const dist = path.join(root, 'dist', 'client');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstRoute: Record<string, { jsGzKiB: number; files: number; heavyPartsLoaded: string[] }> = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
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
      firstRoute[route] = { jsGzKiB: kib(bytes), files: scripts.size, heavyPartsLoaded };
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
