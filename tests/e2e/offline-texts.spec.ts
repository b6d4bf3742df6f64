/**
 * Issue 16: a screen's texts are their own chunk (the i18next namespace of its area, loaded with it). A screen whose
 * code is cached at runtime, not precached (Help, with the 'screens' namespace), shows its texts offline, in a page
 * started offline, once it was opened online.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import screens from '../../src/client/lib/i18n/locales/en.screens.json' with { type: 'json' };
import { CLIENT_DIR } from './env.ts';
import { precachedUrls, setOffline, waitForServiceWorkerControl } from './pwa.ts';

test('a lazily loaded namespace shows its texts offline after one online visit', async ({ page, context }) => {
  // The namespace is its own chunk, outside the precache (like the Help screen's code): cached once used.
  const chunk = readdirSync(path.join(CLIENT_DIR, 'assets')).find((file) => /^en\.screens-[\w-]+\.js$/.test(file));
  expect(chunk, 'the screens namespace chunk').toBeDefined();
  expect(precachedUrls()).not.toContain(`assets/${chunk}`);

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
