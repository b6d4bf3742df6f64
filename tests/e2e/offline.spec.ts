import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa.ts';

test('after one visit the shell loads offline, on / and on a deep link', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('ion-header').first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('ion-header').first()).toBeVisible();
    await expect(page.locator('ion-header').first()).toHaveClass(/hydrated/);

    // A navigation the worker has never seen still gets the shell.
    await page.goto('/help');
    await expect(page.locator('ion-header').first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
