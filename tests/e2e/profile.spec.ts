/**
 * Issue 20, the profile editor on a phone (390x844) as a new account: profile strength moving through its bands as
 * the role summary, overview and picture are added; the required-name message; personal information saved; an
 * address with a US state; the picture upload shown; and offline, a phone number saved while offline shows pending,
 * survives a reload and reaches the server once when back online.
 */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { getJson as json, expectPending, registerAccount } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const band = (page: Page) => page.locator('.profile-strength-band');

interface Profile {
  user: {
    firstName: string;
    lastName: string;
    phone: string;
    hasAvatar: boolean;
    addresses: Array<{ fullName: string; stateProvince: string; isDefault: boolean }>;
  };
}

test('strength, personal information, picture and an address', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'profile');
  await page.goto('/profileEditor');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(band(page)).toHaveText('Incomplete');
  await expect(page.getByText('Choose a role summary to complete your profile.')).toBeVisible();

  // Role summary: complete (weak); the overview (+2): fair.
  await page.getByLabel('Role summary', { exact: true }).selectOption('Bookseller');
  await page.getByRole('button', { name: 'Save Role summary' }).click();
  await expect(band(page)).toHaveText('Weak');
  await page.getByLabel('Role description', { exact: true }).fill('Buyer for a bookshop by the harbour.');
  await page.getByRole('button', { name: 'Save Role description' }).click();
  await expect(band(page)).toHaveText('Fair');

  // Both names are required.
  const personal = page.getByRole('region', { name: 'Personal information' });
  await personal.getByLabel('First name').fill('  ');
  await personal.getByRole('button', { name: 'Save personal information' }).click();
  await expect(personal.getByText('Please enter your first and last name.')).toBeVisible();
  await personal.getByLabel('First name').fill('Marina');
  await personal.getByLabel('Organization').fill('Harbour Books');
  await personal.getByRole('button', { name: 'Save personal information' }).click();
  await expect(toast(page, 'Personal information saved')).toBeVisible();
  await expect.poll(async () => (await json<Profile>(page, '/api/v1/me/profile')).user.firstName).toBe('Marina');

  // A picture: uploaded, shown at once from its new address, and +1 (good with a social link).
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const picture = page.getByRole('region', { name: 'Picture' });
  await picture.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Picture saved')).toBeVisible();
  await expect(picture.locator('img')).toHaveAttribute('src', /^\/avatars\/users\/\d+-[\w-]+\.webp\?size=256$/);
  expect(await picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(band(page)).toHaveText('Fair');
  await page.getByLabel('Goodreads', { exact: true }).fill('goodreads.com/marina');
  await page.getByRole('button', { name: 'Save Links' }).click();
  await expect(band(page)).toHaveText('Good');
  // Something that is not a picture is refused before it is sent.
  await picture.getByLabel('Upload a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(picture.getByText('the picture must be a JPEG, PNG or WebP image')).toBeVisible();

  // An address in the US: its state from the list; the first address is the default.
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const sheet = page.getByRole('dialog', { name: 'New address' });
  await sheet.getByLabel('Full name').fill('Marina Reader');
  await sheet.getByLabel('Street address').fill('12 Quay Street');
  await sheet.getByLabel('City').fill('Portland');
  await sheet.getByLabel('Country').selectOption('US');
  await sheet.getByLabel('State or province').selectOption('ME');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address added')).toBeVisible();
  await expect(addresses.getByRole('listitem', { name: 'Marina Reader' }).getByText('Default')).toBeVisible();
  const saved = await json<Profile>(page, '/api/v1/me/profile');
  expect(saved.user.addresses).toEqual([expect.objectContaining({ fullName: 'Marina Reader', stateProvince: 'ME', isDefault: true })]);
  expect(saved.user.hasAvatar).toBe(true);
});

test('personal information saved offline shows pending, survives a reload and is sent once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, 'profile-offline');
  await page.goto('/profileEditor');
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal.getByLabel('Phone')).toBeVisible();
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  const phone = `+1 555 ${Date.now().toString().slice(-4)}`;
  await setOffline(context, true);
  try {
    await personal.getByLabel('Phone').fill(phone);
    await personal.getByRole('button', { name: 'Save personal information' }).click();
    await expect(personal.getByText('Pending')).toBeVisible();
    await expectPending(page, 1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Personal information' }).getByLabel('Phone')).toHaveValue(phone);
    await expect(page.getByRole('region', { name: 'Personal information' }).getByText('Pending')).toBeVisible();
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await expect.poll(async () => (await json<Profile>(page, '/api/v1/me/profile')).user.phone).toBe(phone);
});
