/**
 * Issue 16: a screen's texts are their own chunk (the i18next namespace of its area, loaded with it). A screen whose
 * code is cached at runtime, not precached (Help, with the 'screens' namespace), shows its texts offline, in a page
 * started offline, once it was opened online.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chunkModulesFile } from '../../scripts/viteChunkModules.ts';
import screens from '../../src/client/lib/i18n/locales/en.screens.json' with { type: 'json' };
import { CLIENT_DIR } from './env.ts';
import { precachedUrls, setOffline, waitForServiceWorkerControl } from './pwa.ts';

test('a lazily loaded namespace shows its texts offline after one online visit', async ({ page, context }) => {
  // The namespace is its own chunk, outside the precache (like the Help screen's code): cached once used.
  // Chunks are named by their hash: the build's map of which modules each file holds finds it.
  const modules = JSON.parse(readFileSync(chunkModulesFile(CLIENT_DIR), 'utf8')) as Record<string, string[]>;
  const chunk = Object.keys(modules).find((file) => modules[file]!.some((id) => /[\\/]locales[\\/]en\.screens\.json$/.test(id)));
  expect(chunk, 'the screens namespace chunk').toBeDefined();
  expect(precachedUrls()).not.toContain(chunk);

  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: screens.screens.help.title })).toBeVisible();
  await expect(page.getByText(screens.screens.help.empty)).toBeVisible();

  await setOffline(context, true);
  try {
    // A new page: nothing of the first one's memory, the texts come from the worker's caches.
    const offline = await context.newPage();
    await offline.goto('/help');
    await expect(offline.getByRole('heading', { level: 1, name: screens.screens.help.title })).toBeVisible();
    await expect(offline.getByText(screens.screens.help.empty)).toBeVisible();
    await expect(offline.getByText(screens.screens.help.text)).toBeVisible();
    await expect(offline.getByText(/screens\.help\./)).toHaveCount(0);
  } finally {
    await setOffline(context, false);
  }
});
