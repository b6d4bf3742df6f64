import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLIENT_DIR } from './env.ts';
import { cachedScreenCount, screenFiles, waitForServiceWorkerControl } from './pwa.ts';
import { STOP_WARMING, WARM_SCREENS } from '../../src/sync/workerMessages.ts';

const SW_FILE = path.join(CLIENT_DIR, 'sw.js');

test('a new service worker waits for the update toast, whose Reload switches to it', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText('A new version is available')).toBeHidden();

  // Deploy a "new version": the same worker with one more byte, as the server would serve after a build.
  // The precompressed copies would still be served: set them aside for the test.
  const original = readFileSync(SW_FILE, 'utf8');
  const compressed = ['.br', '.gz'].map((ext) => SW_FILE + ext).filter((file) => existsSync(file));
  for (const file of compressed) renameSync(file, `${file}.off`);
  writeFileSync(SW_FILE, `${original}\n// e2e update ${Date.now()}\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const toast = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(toast.getByText('A new version is available')).toBeVisible({ timeout: 20_000 });
    // Nothing changes until the user says so.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    // The active worker is caching the other screens, as it does a few seconds after a start (Reload stops it: below).
    await page.evaluate((type) => navigator.serviceWorker.controller?.postMessage({ type }), WARM_SCREENS);
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await waitForServiceWorkerControl(page);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  } finally {
    writeFileSync(SW_FILE, original);
    for (const file of compressed) renameSync(`${file}.off`, file);
  }
});

/**
 * Chromium lets a waiting worker take over only once the active one has no event in progress, and caching the screens
 * is one (about 3.5 s here for every file, minutes on a fair's network): the update's Reload would wait for it. So the
 * toast's Reload first asks the active worker to stop, and it stops after the file it is fetching.
 */
test('the active worker stops caching screens when asked', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const files = await screenFiles(page);
  const cachedScreens = () => cachedScreenCount(page, files);
  await page.evaluate((type) => navigator.serviceWorker.controller?.postMessage({ type }), WARM_SCREENS);
  await expect.poll(cachedScreens).toBeGreaterThan(0);
  await page.evaluate((type) => navigator.serviceWorker.controller?.postMessage({ type }), STOP_WARMING);
  await page.waitForTimeout(1_000);
  const whenStopped = await cachedScreens();
  await page.waitForTimeout(2_000);
  expect(await cachedScreens()).toBe(whenStopped);
  expect(whenStopped).toBeLessThan(files.length);
});
