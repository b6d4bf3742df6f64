/** Issue 6: the storage screen from the avatar popover: usage and quota, the galleys on this device, Remove. */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, logIn } from './auth.ts';
import { appHeader } from './shell.ts';

test('the storage screen shows usage and quota and removes a stored galley', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
  const viewed = await page.request.get('/api/me/galleys/reader/viewed');
  expect(viewed.status()).toBe(200);
  const [galley] = ((await viewed.json()) as { activeProducts: { sku: string; name: string }[] }).activeProducts;
  expect(galley).toBeDefined();

  // Nothing stored yet.
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Storage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(page.getByText(/^[\d.,]+ (bytes?|kB|MB|GB) used of [\d.,]+ (kB|MB|GB) available to this app on this device\.$/)).toBeVisible();
  await expect(page.getByText('No review copies are stored on this device.')).toBeVisible();

  // The reader stores the galley on the device; the storage screen lists it with its size.
  await page.goto(`/read/${galley!.sku}`);
  await expect(page.getByTestId('reader-percent')).toContainText('%', { timeout: 60_000 });
  await page.goto('/storage');
  const item = page.locator('.storage-galley').filter({ hasText: galley!.name });
  await expect(item).toContainText(/[\d.,]+ (kB|MB), stored /);
  await item.getByRole('button', { name: `Remove ${galley!.name} from this device` }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('No review copies are stored on this device.')).toBeVisible();
  // Gone from the device: a reload still lists nothing.
  await page.reload();
  await expect(page.getByText('No review copies are stored on this device.')).toBeVisible();
});
