import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLIENT_DIR } from './env.ts';
import { waitForServiceWorkerControl } from './pwa.ts';

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
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await waitForServiceWorkerControl(page);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  } finally {
    writeFileSync(SW_FILE, original);
    for (const file of compressed) renameSync(`${file}.off`, file);
  }
});
