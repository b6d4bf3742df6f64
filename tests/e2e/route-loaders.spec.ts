/**
 * Issue 16, loader policy (DESIGN.md): a screen's route loader reads its main query before the screen shows (its offline
 * copy included); a slow load shows the screen's skeleton, which the content replaces without moving anything; a
 * failed load shows the screen's own retry; a screen visited before opens offline from its copy.
 * Checked on /shelves (a grid of Your Books) and /search (a title list) on a phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';
import { appFooter } from './shell.ts';
import { CLIENT_DIR } from './env.ts';
import { SCREENS_FILE } from '../../src/sync/workerMessages.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post('/api/v1/login', {
    form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

/** Sums the page's layout shifts (not after input) from its start, as CLS does, in window.__layoutShift. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/** Holds the answers of `path` (an API path) for `ms`, or answers them with `status`; the service worker is blocked. */
async function slowApi(page: Page, path: string, { ms = 0, status }: { ms?: number; status?: number }): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (status) await route.fulfill({ status, contentType: 'application/problem+json', body: '{"title":"test"}' });
      else await route.continue();
    },
  );
}

test.describe('without the service worker (its answers are held back here)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a slow /shelves shows its skeleton, then its titles without a layout shift; a failed load shows its retry', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await recordLayoutShift(page);
    await slowApi(page, '/api/v1/me/shelves', { ms: 2500 });
    await page.goto('/shelves');
    const skeleton = page.getByRole('status', { name: 'Loading…' });
    await expect(skeleton).toBeVisible();
    // The screen around the skeleton is already the page's own: its heading and back link.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Shelves' })).toBeVisible();
    await expect(page.locator('.yb-grid > li').first()).toBeVisible({ timeout: 15_000 });
    await expect(skeleton).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // A load that fails online: the page's quiet retry, not the route's error screen nor a blank screen.
    await page.unrouteAll({ behavior: 'wait' });
    await slowApi(page, '/api/v1/me/shelves', { status: 503 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Shelves' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll({ behavior: 'wait' });
    await retry.click();
    await expect(page.locator('.yb-grid > li').first()).toBeVisible();
  });

  test('going to /shelves in the app, the previous screen stays until its titles are there: no skeleton on a quick load', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await page.goto('/storage');
    await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { __sawSkeleton: boolean };
      w.__sawSkeleton = false;
      new MutationObserver(() => {
        if (document.querySelector('.yb-groups[role="status"][aria-busy="true"]')) w.__sawSkeleton = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Quicker than the router's pendingMs (app/router.tsx): the skeleton is not worth showing.
    await slowApi(page, '/api/v1/me/shelves', { ms: 250 });
    await appFooter(page).getByRole('button', { name: /^More/ }).tap();
    await page.locator('ion-modal.more-sheet').getByRole('link', { name: 'Shelves', exact: true }).tap();
    await expect(page.locator('.yb-grid > li').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Shelves' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sawSkeleton: boolean }).__sawSkeleton)).toBe(false);
  });

  test('a slow /search shows the list screen at once, then its titles without a layout shift', async ({ page }) => {
    await recordLayoutShift(page);
    await slowApi(page, '/api/v1/filters/0/titles', { ms: 2500 });
    await page.goto('/search');
    // The pending screen is the list itself, loading: its search box and toolbar are there before the titles.
    await expect(page.getByRole('searchbox', { name: /search/i })).toBeVisible();
    await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});

test('a screen visited before opens offline from its copy; one never visited says at once that it is offline', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL);
  await page.goto('/shelves');
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(page.locator('.yb-grid > li').first()).toBeVisible();
  const names = await page.locator('.yb-grid > li .tile-name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  // Visited once, its answer is in the offline copies (written in an idle moment): wait for the page to settle.
  await page.waitForTimeout(1500);

  // The worker caches every screen's files when the page is idle, so that a screen never opened opens offline too.
  // Every screen's files (the worker caches them in no particular order: /search's chunk may come before its imports).
  const searchFiles = JSON.parse(readFileSync(path.join(CLIENT_DIR, SCREENS_FILE), 'utf8')) as string[];
  expect(searchFiles.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(async (files) => (await Promise.all(files.map((f) => caches.match(f)))).every(Boolean), searchFiles), {
      timeout: 30_000,
    })
    .toBe(true);

  await setOffline(context, true);
  try {
    await page.reload();
    await expect(page.locator('.yb-grid > li .tile-name')).toHaveText(names);
    await expect(page.locator('.offline-notice')).toBeVisible();

    // /search was never opened: its code is there, its titles are not. The list says so at once: not a spinner, not
    // the route's error screen.
    await appFooter(page).getByRole('navigation').getByRole('link', { name: 'Search', exact: true }).tap();
    await expect(page.getByText('You are offline. Titles will show when the connection is back.')).toBeVisible({ timeout: 5_000 });
  } finally {
    await setOffline(context, false);
  }
});
