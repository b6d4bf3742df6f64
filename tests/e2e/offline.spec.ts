import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa.ts';
import { appHeader } from './shell.ts';

test('after one visit the shell loads offline, on / and on a deep link', async ({ page, context }) => {
  await page.goto('/');
  await expect(appHeader(page)).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(appHeader(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('ion-app')).toHaveClass(/hydrated/);

    // A navigation the worker has never seen still gets the shell.
    await page.goto('/help');
    await expect(appHeader(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
