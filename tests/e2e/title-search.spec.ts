/** The header's title autocomplete: suggestions by name or author, opened in the title drawer; Enter searches. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { appHeader } from './shell.ts';

interface Hit {
  sku: string;
  name: string;
  author: string;
}

async function hitsFor(page: Page, q: string): Promise<Hit[]> {
  const response = await page.request.get(`/api/products/{}/search?${new URLSearchParams({ q, attributes: 'images', limit: '8' }).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Hit[];
}

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test('typing suggests titles; arrows and Enter open one in the title drawer; Escape closes the list', async ({ page }) => {
  const first = ((await (await page.request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: Hit[] }).products[0]!;
  const word = first.name.split(/\s+/).find((w) => w.length >= 4) ?? first.name;
  const expected = await hitsFor(page, word);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const box = appHeader(page).getByRole('combobox', { name: 'Search' });
  await box.fill(word);
  const list = page.getByRole('listbox', { name: 'Titles matching your search' });
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  await expect(list.getByRole('option').first()).toContainText(expected[0]!.name);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('End');
  await box.pressSequentially(' ');
  await box.press('Backspace');
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('dialog', { name: expected[0]!.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`title=(%22)?${expected[0]!.sku}`));
});

test('a click on a suggestion opens it; Enter with none chosen shows the search results', async ({ page }) => {
  const first = ((await (await page.request.get('/api/v1/filters/0/titles?pageSize=1&sort=author&order=asc')).json()) as { products: Hit[] })
    .products[0]!;
  const author = first.author.split(/\s+/).pop()!;
  const expected = await hitsFor(page, author);

  await page.goto('/');
  const box = appHeader(page).getByRole('combobox', { name: 'Search' });
  await box.fill(author);
  const option = page.getByRole('listbox', { name: 'Titles matching your search' }).getByRole('option', { name: new RegExp(expected[0]!.name) });
  await option.click();
  await expect(page.getByRole('dialog', { name: expected[0]!.name })).toBeVisible();
  await page.keyboard.press('Escape');

  await box.fill(author);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(author)}`));
});
