/**
 * What JavaScript a first visit of a route loads before it has painted, measured in a browser on the built client
 * (dist/client): shared by the bench (bench/bundles.ts) and the browser test that keeps it within budget
 * (tests/e2e/first-route-budget.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { FIRST_PAINT_MARK } from '../src/client/lib/afterFirstPaint.ts';
import { chunkModulesFile } from './viteChunkModules.ts';

/** Gzipped JS each first route may load before it has painted (KiB): issue 17's target, the bench fails over it. */
export const BUDGET_FIRST_ROUTE_KIB = 160;

/**
 * What each first route loads today before its paint (KiB gz), plus 2 KiB for timing (which of Ionic's idle helpers
 * are asked for before the paint mark): the browser test (tests/e2e/first-route-budget.spec.ts) fails over it, so that
 * no first route grows. Lower a figure when its route shrinks, down to BUDGET_FIRST_ROUTE_KIB. Raised once, by 1 KiB on
 * the first three (stop 33): the entry's stages (src/client/app/boot.ts) cost 0.4 KiB gz (Vite's preload helper in a
 * file of its own, the stages' list), and took the longest task of a first visit from 243-298 to 94-97 ms. Lowered by
 * 1 KiB at stop 34 (react-i18next replaced by src/client/lib/i18n/useTranslation.ts: 1.7-1.9 KiB gz less).
 */
export const FIRST_ROUTE_CEILING_KIB = { '/': 190, '/title/{sku}': 193, 'signedIn /': 193, 'signedIn /yourbooks': 197 } as const;

/**
 * The heavy parts no first route may load, known by the modules their chunks hold: the EPUB reader (its page and
 * epubjs), the PowerPoint export (its feature and pptxgenjs) and the publishers' import (features/publisherImport,
 * pages/publisherImport: any area whose name holds 'import').
 */
export const HEAVY_PARTS: Record<string, RegExp> = {
  reader: /[\\/](src[\\/]client[\\/]pages[\\/]reader|node_modules[\\/]epubjs)[\\/]/,
  export: /[\\/](src[\\/]client[\\/]features[\\/]export|node_modules[\\/]pptxgenjs)[\\/]/,
  import: /[\\/]src[\\/]client[\\/](features|pages)[\\/]\w*import\w*[\\/]/i,
};

/** How long after the first paint the deferred loads are listed (afterPaintFiles). */
const AFTER_PAINT_MS = 4_000;

export interface FirstRouteJs {
  /** Gzipped KiB of every script requested before the first paint. */
  jsGzKiB: number;
  files: number;
  /** The same files with their gzipped KiB, largest first. */
  beforePaint: Array<{ file: string; gzKiB: number }>;
  /** Gzipped KiB of the scripts requested after the first paint until AFTER_PAINT_MS later (not budgeted). */
  afterPaintJsGzKiB: number;
  afterPaintFiles: string[];
  /** HEAVY_PARTS whose modules any of those scripts (before or after the paint) holds: none expected. */
  heavyPartsLoaded: string[];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Opens `url` in `page` (a fresh context, service workers blocked, so that nothing comes from a cache), waits for the
 * app's FIRST_PAINT_MARK and AFTER_PAINT_MS more, and sums the gzipped JS the route asked for before the mark (entry,
 * its imports and the route's lazy chunks) and after it (the header's menus, the outbox, the worker's registration).
 */
export async function measureFirstRouteJs(page: Page, url: string, clientDir: string): Promise<FirstRouteJs> {
  const origin = new URL(url).origin;
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_PAINT_MARK, { timeout: 15_000 });
  await page.waitForTimeout(AFTER_PAINT_MS);
  // Resource timing: when each script was asked for, on the page's clock, as the mark.
  const { paintedAt, scripts } = await page.evaluate(
    ([mark, siteOrigin]) => ({
      paintedAt: performance.getEntriesByName(mark)[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(siteOrigin) && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), startTime: entry.startTime })),
    }),
    [FIRST_PAINT_MARK, origin] as const,
  );
  const before = [...new Set(scripts.filter((s) => s.startTime < paintedAt).map((s) => s.file))];
  const after = [...new Set(scripts.filter((s) => s.startTime >= paintedAt).map((s) => s.file))].filter((f) => !before.includes(f));
  const sized = before.map((file) => ({ file, bytes: gz(path.join(clientDir, file)) })).sort((a, b) => b.bytes - a.bytes);
  const afterBytes = after.reduce((total, f) => total + gz(path.join(clientDir, f)), 0);

  const mapFile = chunkModulesFile(clientDir);
  if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: build the client (npx vite build)`);
  const modulesOf = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>;
  const loadedModules = [...before, ...after].flatMap((file) => {
    const modules = modulesOf[file];
    if (!modules) throw new Error(`${file} is not in ${mapFile}: the build and its module list differ`);
    return modules;
  });
  const heavyPartsLoaded = Object.entries(HEAVY_PARTS).flatMap(([part, pattern]) => (loadedModules.some((id) => pattern.test(id)) ? [part] : []));
  return {
    jsGzKiB: kib(sized.reduce((total, s) => total + s.bytes, 0)),
    files: before.length,
    beforePaint: sized.map((s) => ({ file: s.file, gzKiB: kib(s.bytes) })),
    afterPaintJsGzKiB: kib(afterBytes),
    afterPaintFiles: after.sort(),
    heavyPartsLoaded,
  };
}
