import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, logIn } from './auth.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';
import { appHeader } from './shell.ts';

test('after one visit the shell loads offline, on / and on a deep link', async ({ page, context }) => {
  await page.goto('/');
  await expect(appHeader(page)).toBeVisible();
  await waitForServiceWorkerControl(page);

  await setOffline(context, true);
  try {
    await page.reload();
    await expect(appHeader(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('ion-app')).toHaveClass(/hydrated/);

    // A navigation the worker has never seen still gets the shell.
    await page.goto('/help');
    await expect(appHeader(page)).toBeVisible();
  } finally {
    await setOffline(context, false);
  }
});

test('the API cache never keeps the signed-in user', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
  const cached = await page.evaluate(async () =>
    (await caches.has('api-v1')) ? (await (await caches.open('api-v1')).keys()).map((request) => new URL(request.url).pathname) : [],
  );
  expect(cached).not.toContain('/api/v1/me/user');
});
