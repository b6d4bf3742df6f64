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

test('the jackets of every title the lanes listed are kept for offline, also those never scrolled to', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // A controlled page: its lanes' titles are stored for offline, and their covers asked for through the worker.
  await page.reload();
  const links = page.locator('.lane .tile-link');
  await expect.poll(() => links.count(), { timeout: 20_000 }).toBeGreaterThan(100);
  const skus = [...new Set((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).map((href) => href.split('/').pop()!))];
  const cachedCovers = () =>
    page.evaluate(async () =>
      (await caches.has('images')) ? (await (await caches.open('images')).keys()).map((request) => new URL(request.url).pathname) : [],
    );
  await expect
    .poll(
      async () => {
        const cached = new Set(
          (await cachedCovers()).map((path) =>
            path
              .split('/')
              .pop()!
              .replace(/\.\w+$/, ''),
          ),
        );
        return skus.filter((sku) => !cached.has(sku));
      },
      { timeout: 60_000 },
    )
    .toEqual([]);

  // Offline, a jacket the page never showed opens from that cache.
  await setOffline(context, true);
  try {
    const last = skus.at(-1)!;
    const shown = await page.evaluate(async (sku) => {
      const [request] = (await (await caches.open('images')).keys()).filter((r) => new URL(r.url).pathname.includes(`/${sku}.`));
      const answer = await fetch(request!.url);
      return answer.ok && (await answer.blob()).size > 0;
    }, last);
    expect(shown).toBe(true);
  } finally {
    await setOffline(context, false);
  }
});
