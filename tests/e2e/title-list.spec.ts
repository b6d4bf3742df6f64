/** The tiled title list on /search (and the not-found states of /catalog and /savedFilter), signed in as the demo user. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

interface ApiTitle {
  sku: string;
  name: string;
  author: string;
  supplier: string;
}
interface ApiPage {
  products: ApiTitle[];
  totalCount: number;
}

async function titlesFromApi(page: Page, query: Record<string, string>): Promise<ApiPage> {
  const response = await page.request.get(`/api/v1/filters/0/titles?${new URLSearchParams(query).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiPage;
}

const toolbarCount = (page: Page) => page.locator('.tl-count');
const tiles = (page: Page) => page.locator('.tl-grid > li');
const tileNames = (page: Page) => page.locator('.tl-grid .tile-name');
const topPager = (page: Page): Locator => page.getByRole('navigation', { name: 'Pages (top)' });
const titlesText = (n: number) => (n === 1 ? '1 Title' : `${n} Titles`);

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test('searching for a word of a demo title shows the matching titles and their count, on one page', async ({ page }) => {
  const all = await titlesFromApi(page, { pageSize: '100' });
  // A word of a title name that matches at most one page of titles.
  let word = '';
  let expected: ApiPage | null = null;
  for (const title of all.products) {
    for (const candidate of title.name.split(/[^A-Za-z]+/).filter((w) => w.length >= 5)) {
      const found = await titlesFromApi(page, { q: candidate, pageSize: '100' });
      if (found.totalCount >= 2 && found.totalCount <= 20) [word, expected] = [candidate, found];
      if (expected) break;
    }
    if (expected) break;
  }
  expect(expected, 'a demo title word matching 2-20 titles').not.toBeNull();

  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(toolbarCount(page)).toHaveText(titlesText(expected!.totalCount));
  await expect(tiles(page)).toHaveCount(expected!.totalCount);
  for (const title of expected!.products) await expect(page.locator(`.tl-grid [data-sku="${title.sku}"]`)).toContainText(title.name);
  await expect(topPager(page)).toHaveCount(0);

  // The list's own search box narrows further (debounced, sent as q) and keeps it in the URL.
  await page.getByLabel('Search these titles by name or author').fill('zzqx-no-such-title');
  await expect(page.getByText('There are no titles.')).toBeVisible();
  await expect(toolbarCount(page)).toHaveText('0 Titles');
  await expect(page).toHaveURL(/q=zzqx-no-such-title/);
});

test('paging moves to page 2 and back', async ({ page }) => {
  const first = await titlesFromApi(page, { sort: 'onSaleDate', order: 'desc' });
  const second = await titlesFromApi(page, { sort: 'onSaleDate', order: 'desc', page: '2' });
  const pages = Math.ceil(first.totalCount / 20);
  expect(pages).toBeGreaterThan(2);

  await page.goto('/search');
  await expect(toolbarCount(page)).toHaveText(titlesText(first.totalCount));
  await expect(tileNames(page)).toHaveText(first.products.map((t) => t.name));
  await expect(topPager(page)).toContainText(`Page 1 of ${pages}`);
  await expect(topPager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

  await topPager(page).getByRole('button', { name: 'Next' }).click();
  await expect(topPager(page)).toContainText(`Page 2 of ${pages}`);
  await expect(tileNames(page)).toHaveText(second.products.map((t) => t.name));
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole('navigation', { name: 'Pages (bottom)' }).getByRole('button', { name: 'Previous' }).click();
  await expect(topPager(page)).toContainText(`Page 1 of ${pages}`);
  await expect(tileNames(page)).toHaveText(first.products.map((t) => t.name));
});

test('sorting by author ascending puts the titles in author order and survives a reload', async ({ page }) => {
  const expected = await titlesFromApi(page, { sort: 'author', order: 'asc' });
  const authors = expected.products.map((t) => t.author);
  expect(authors).toEqual([...authors].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

  await page.goto('/search');
  await expect(page.getByRole('button', { name: 'Sort: On Sale Date, Desc' })).toBeVisible();
  await page.getByRole('button', { name: 'Sort: On Sale Date, Desc' }).click();
  const popover = page.getByRole('dialog', { name: 'Sort' });
  await expect(popover.getByRole('radio')).toHaveCount(2 + 9);
  await popover.getByRole('radio', { name: 'Author' }).check();
  await popover.getByRole('radio', { name: 'Asc' }).check();
  await expect(page.locator('.tl-grid .tile-author')).toHaveText(authors);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sort: Author, Asc' })).toBeVisible();
  await expect(page.locator('.tl-grid .tile-author')).toHaveText(authors);
});

test('the filter drawer includes or excludes one imprint', async ({ page }) => {
  const all = await titlesFromApi(page, { pageSize: '1' });
  const imprint = all.products[0]!.supplier;
  const only = await titlesFromApi(page, {
    pageSize: '1',
    filters: JSON.stringify([{ browseLaneType: 'imprint', code: imprint, isExclusion: false }]),
  });
  expect(only.totalCount).toBeGreaterThan(0);
  expect(only.totalCount).toBeLessThan(all.totalCount);

  await page.goto('/search');
  await expect(toolbarCount(page)).toHaveText(titlesText(all.totalCount));
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByText('No Filters Active')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
  const section = drawer.getByRole('region', { name: 'Imprint / Publisher' });
  const value = section.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Include ${imprint}`, exact: true }) });
  await expect(value).toContainText(`(${only.totalCount})`);

  await section.getByRole('button', { name: `Include ${imprint}`, exact: true }).click();
  await expect(section.getByRole('switch', { name: 'Imprint / Publisher On' })).toBeChecked();
  await expect(drawer.getByText(`${only.totalCount} of ${all.totalCount} Titles`)).toBeVisible();
  await expect(toolbarCount(page)).toHaveText(titlesText(only.totalCount));

  await section.getByRole('button', { name: `Exclude ${imprint}`, exact: true }).click();
  const rest = all.totalCount - only.totalCount;
  await expect(drawer.getByText(`${rest} of ${all.totalCount} Titles`)).toBeVisible();
  await expect(toolbarCount(page)).toHaveText(titlesText(rest));

  // Switching the section Off lifts its filter; closing the drawer keeps the list as filtered.
  await section.getByRole('switch', { name: 'Imprint / Publisher On' }).uncheck();
  await expect(drawer.getByText('No Filters Active')).toBeVisible();
  await expect(toolbarCount(page)).toHaveText(titlesText(all.totalCount));
  await section.getByRole('switch', { name: 'Imprint / Publisher On' }).check();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  await expect(toolbarCount(page)).toHaveText(titlesText(rest));
  await page.reload();
  await expect(toolbarCount(page)).toHaveText(titlesText(rest));
  await expect(page.locator('.tl-grid .list-tile')).not.toHaveCount(0);
});

test('the filter drawer is a 700 px side sheet on desktop and a bottom sheet on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search');
  await page.getByRole('button', { name: 'Filters' }).click();
  const side = await page.getByRole('dialog', { name: 'Filters' }).boundingBox();
  expect(side).toMatchObject({ x: 1280 - 700, width: 700 });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Filters' }).click();
  const bottom = (await page.getByRole('dialog', { name: 'Filters' }).boundingBox())!;
  expect(bottom).toMatchObject({ x: 0, width: 390 });
  expect(bottom.y).toBeGreaterThan(0);
  expect(Math.round(bottom.y + bottom.height)).toBe(844);
});

test('selecting two tiles labels the Action menu for them; clearing the selections resets it', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('button', { name: 'Action All Titles' })).toBeVisible();
  await page.getByRole('button', { name: 'Action All Titles' }).click();
  await expect(page.getByRole('menuitem', { name: 'Share or Export' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Clear Title Selections' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await tiles(page).nth(0).getByRole('checkbox').check();
  await tiles(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Action 2 Titles' }).click();
  await page.getByRole('menuitem', { name: 'Clear Title Selections' }).click();
  await expect(page.getByRole('button', { name: 'Action All Titles' })).toBeVisible();
  await expect(tiles(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('a catalogue lists its titles in sequence order; a saved filter lists its titles newest on sale first', async ({ page, baseURL }) => {
  const picked = (await titlesFromApi(page, { pageSize: '3', sort: 'author', order: 'desc' })).products;
  const write = { origin: baseURL!, 'Idempotency-Key': `${Date.now()}-${Math.random()}` };
  const created = await page.request.put('/api/v1/me/collections', {
    data: { type: 2, name: 'Fair%20Picks', products: picked.map(({ sku }) => ({ sku })) },
    headers: write,
  });
  expect(created.ok()).toBe(true);
  const { catalogID } = (await created.json()) as { catalogID: number };

  await page.goto(`/catalog/${catalogID}`);
  await expect(page.getByRole('heading', { name: 'Fair Picks' })).toBeVisible();
  await expect(toolbarCount(page)).toHaveText('3 Titles');
  await expect(tileNames(page)).toHaveText(picked.map((t) => t.name));
  await expect(page.locator('.tl-grid .list-tile-sequence')).toHaveText(['#1', '#2', '#3']);
  await page.getByRole('button', { name: 'Sort: Sequence, Asc' }).click();
  await expect(page.getByRole('dialog', { name: 'Sort' }).getByRole('radio').nth(2)).toHaveAccessibleName('Sequence');
  await page.getByRole('dialog', { name: 'Sort' }).getByRole('radio', { name: 'Desc' }).check();
  await expect(tileNames(page)).toHaveText(picked.map((t) => t.name).reverse());

  const imprint = picked[0]!.supplier;
  const definition = JSON.stringify([{ browseLaneType: 'imprint', code: imprint, isExclusion: false }]);
  const saved = await page.request.post('/api/v1/savedFilters', {
    data: { name: 'Only One Imprint', definition },
    headers: { ...write, 'Idempotency-Key': `${Date.now()}-${Math.random()}` },
  });
  expect(saved.ok()).toBe(true);
  const { id } = (await saved.json()) as { id: number };
  const expected = await titlesFromApi(page, { filters: definition, sort: 'onSaleDate', order: 'desc' });

  await page.goto(`/savedFilter/${id}`);
  await expect(page.getByRole('heading', { name: 'Only One Imprint' })).toBeVisible();
  await expect(toolbarCount(page)).toHaveText(titlesText(expected.totalCount));
  await expect(page.getByRole('button', { name: 'Sort: On Sale Date, Desc' })).toBeVisible();
  await expect(tileNames(page)).toHaveText(expected.products.map((t) => t.name));
});

test('an unknown catalog or saved filter shows a clear not-found state', async ({ page }) => {
  await page.goto('/catalog/987654');
  await expect(page.getByText('This catalog could not be found.')).toBeVisible();
  await page.goto('/savedFilter/987654');
  await expect(page.getByText('This saved filter could not be found.')).toBeVisible();
});
