/** Helpers for the PWA specs: PNG sizes, the built precache list, service worker state. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CLIENT_DIR } from './env.ts';
import { CACHE_NAMES } from '../../src/sync/cacheNames.ts';
import { SCREENS_FILE } from '../../src/sync/workerMessages.ts';

/**
 * The built entry script (index.html's) and the files it imports statically, as paths: they load with the HTML, the
 * rest of the code once the static shell has painted (index.html's after-paint template).
 */
export function entryFiles(): Set<string> {
  const entry = /<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/.exec(readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'))![1]!;
  const imports = [...readFileSync(path.join(CLIENT_DIR, entry), 'utf8').matchAll(/\bfrom\s*"\.\/([\w-]+\.js)"/g)].map(
    (match) => `assets/${match[1]}`,
  );
  return new Set([entry, ...imports].map((file) => `/${file}`));
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The URLs (relative to the site root) that the built service worker precaches. */
export function precachedUrls(): string[] {
  const sw = readFileSync(path.join(CLIENT_DIR, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url"\s*:\s*"([^"]+)"/g)].map((match) => match[1]!.replace(/^\//, ''));
}

/** Built JS files (assets/...) whose code matches `marker`. */
export function builtChunksMatching(marker: RegExp): string[] {
  const assets = path.join(CLIENT_DIR, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => marker.test(readFileSync(path.join(assets, file), 'utf8')))
    .map((file) => `assets/${file}`);
}

/** Path of a same-origin URL without the leading slash ("assets/index-abc.js"). */
export function sitePath(url: string): string {
  return new URL(url).pathname.replace(/^\//, '');
}

/** Waits until a service worker is activated and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 15_000 }).toBe('activated');
}

/** The build's files outside the shell (screens.json), which the worker caches when the page is idle. */
export async function screenFiles(page: Page): Promise<string[]> {
  return (await (await page.request.get(`/${SCREENS_FILE}`)).json()) as string[];
}

/** How many of `files` the worker's assets cache holds. */
export function cachedScreenCount(page: Page, files: string[]): Promise<number> {
  return page.evaluate(
    async ([wanted, cacheName]) => {
      const cached = new Set((await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname));
      return wanted.filter((file) => cached.has(file)).length;
    },
    [files, CACHE_NAMES.assets] as const,
  );
}

/** Waits until the worker has cached every file of the build outside the shell (asked by the page once idle). */
export async function waitForScreensCached(page: Page): Promise<void> {
  const files = await screenFiles(page);
  expect(files.length).toBeGreaterThan(10);
  await expect.poll(async () => files.length - (await cachedScreenCount(page, files)), { timeout: 30_000 }).toBe(0);
}

const offlineState = new WeakMap<BrowserContext, { offline: boolean }>();

/**
 * Offline (or back online) for the pages and for the service worker. Chromium's offline emulation does not reach a
 * service worker started after it was set (the worker stops when idle and starts again), so while offline the
 * worker's requests are also dropped at the network edge, as a real loss of network would.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  let state = offlineState.get(context);
  if (!state) {
    const installed = { offline };
    state = installed;
    offlineState.set(context, installed);
    await context.route('**/*', (route) =>
      installed.offline && route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
    );
  }
  state.offline = offline;
  await context.setOffline(offline);
}
