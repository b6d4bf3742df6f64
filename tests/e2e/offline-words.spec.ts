/**
 * Issue 16, words people use around offline work, on a phone (390x844): the storage screen names what is kept in
 * plain words, a toast confirms that waiting changes were sent, and the offline notice shows at once on a screen
 * never visited.
 */
import { expect, test } from '@playwright/test';
import { expectPending, openStacksDrawer, queueFavoriteOffline, registerAccount, shelfOf, someTitles } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the storage screen says what is ready to open without a connection, in plain words', async ({ page }) => {
  await registerAccount(page.request, 'storage-words');
  await page.goto('/search');
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();
  await page.goto('/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(
    page.getByText(/^Ready to open without a connection: \d+ titles? you have looked at and \d+ (list or page|lists and pages) you have opened\.$/),
  ).toBeVisible();
  await expect(page.getByText(/answers you have seen/)).toHaveCount(0);
});

test('changes made offline are confirmed by a toast once they are sent', async ({ page, context }) => {
  await registerAccount(page.request, 'sent-toast');
  const [sku] = await someTitles(page.request, 1);
  const drawer = await openStacksDrawer(page, sku!);
  await queueFavoriteOffline(page, context, drawer);
  const sent = page.getByText('1 waiting change has been sent');
  await expect(sent).toHaveCount(0);

  await setOffline(context, false);
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expectPending(page, 0);
  expect(await shelfOf(page.request, sku!)).toBe('Favorites');
});

test('the offline notice shows at once on a screen never visited, with nothing saved to show', async ({ page, context }) => {
  test.setTimeout(90_000);
  // A visitor had the app open once; the worker has every screen, but no answer of the search list is saved.
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);

  await setOffline(context, true);
  // Opened while offline (the installed app started with no network): no 'offline' event ever reaches the page.
  await page.goto('/search?q=fair');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('You are offline.', { exact: true })).toBeVisible({ timeout: 1_000 });
  await setOffline(context, false);
});
