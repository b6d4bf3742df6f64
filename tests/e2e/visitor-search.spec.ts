/**
 * Issue 16: a visitor at a fair looks up a book on a phone. Anonymous /search lists the public titles (no redirect to
 * the main page), the footer's Search tab goes there, and tiles claim no review count a visitor cannot see.
 */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { appFooter } from './shell.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface ApiTitle {
  sku: string;
  name: string;
  author: string;
}

test('an anonymous visitor searches from the footer, finds a title and sees no review counts', async ({ page }) => {
  const listed = await page.request.get('/api/v1/filters/0/titles?pageSize=5');
  expect(listed.status()).toBe(200);
  const [title] = ((await listed.json()) as { products: ApiTitle[] }).products;
  expect(title).toBeDefined();

  await page.goto('/');
  await appFooter(page).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search these titles by name or author' }).fill(title!.name);
  await expect(page).toHaveURL(/\/search\?q=/);
  const tile = page.getByRole('article').filter({ has: page.locator(`a[href="/title/${title!.sku}"]`) });
  await expect(tile).toContainText(title!.name);
  await expect(tile).toContainText(title!.author);
  // A visitor sees no community reviews: no count at all, never "0 reviews".
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();
  await expect(page.locator('.tl-grid .tile-reviews')).toHaveCount(0);
  await expect(page.getByText(/\b\d+ reviews?\b/)).toHaveCount(0);

  // The address itself stays: a shared /search link opens the list, not the main page.
  await page.goto(`/search?q=${encodeURIComponent(title!.name)}`);
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(tile).toBeVisible();
});

test('signed in, the same tiles show their community review counts', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
  await page.goto('/search');
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();
  await expect(page.locator('.tl-grid .tile-reviews').first()).toHaveText(/^\d+ reviews?$/);
});

test.describe('desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the visitor's header links to Search", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});
