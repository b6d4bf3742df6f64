/** Shelves and collections: the add-to-shelf/collection drawer, Your Stacks on the title page, the owner's catalogue. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

interface ApiTitle {
  sku: string;
  name: string;
}
interface ShelfItem {
  sku: string;
  shelf: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

async function shelves(page: Page): Promise<ShelfItem[]> {
  const response = await page.request.get('/api/v1/me/shelves');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ShelfItem[];
}

async function catalogSkus(page: Page, id: number): Promise<string[]> {
  const response = await page.request.get(`/api/v1/catalogs/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: Array<{ sku: string }> }).products.map((p) => p.sku);
}

async function collectionId(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get('/api/v1/me/collections')).json()) as Array<{ catalogID: number; name: string }>;
  const found = list.find((c) => c.name === name);
  expect(found, `collection ${name}`).toBeTruthy();
  return found!.catalogID;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const tile = (page: Page, sku: string) => page.locator(`.tl-grid [data-sku="${sku}"]`);

async function selectTiles(page: Page, titles: ApiTitle[]) {
  for (const title of titles)
    await tile(page, title.sku)
      .getByRole('checkbox', { name: `Select ${title.name}` })
      .check();
}

async function openFromActionMenu(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: `Action ${count} Titles` }).click();
  await page.getByRole('menuitem', { name: 'Add to Shelf Collection' }).click();
  const d = drawer(page);
  await expect(d.getByText(`For ${count} titles`)).toBeVisible();
  return d;
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('a collection is created and filled from the Action menu, then a title removed, renamed and deleted', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('.tl-grid > li')).toHaveCount(20);
    const first = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=20')).json()) as { products: ApiTitle[] };
    const [a, b, c, d] = first.products as [ApiTitle, ApiTitle, ApiTitle, ApiTitle];
    const name = `Fair picks ${unique()}`;

    // Create with two selected titles; an empty name is refused first.
    await selectTiles(page, [a, b]);
    let panel = await openFromActionMenu(page, 2);
    await panel.getByRole('button', { name: 'New Collection' }).click();
    const create = page.getByRole('dialog', { name: 'Create Collection' });
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText('Please enter a name.')).toBeVisible();
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Successfully created the '${name}' collection`)).toBeVisible();
    await expect(create).toHaveCount(0);
    const id = await collectionId(page, name);
    expect(await catalogSkus(page, id)).toEqual([a.sku, b.sku]);
    await expect(panel.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);

    // Add two other selected titles to it.
    await page.getByRole('button', { name: 'Action 2 Titles' }).click();
    await page.getByRole('menuitem', { name: 'Clear Title Selections' }).click();
    await selectTiles(page, [c, d]);
    panel = await openFromActionMenu(page, 2);
    const box = panel.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(toast(page, "You've added this title (or these titles) to the collection")).toBeVisible();
    await expect(box).toBeChecked();
    expect(await catalogSkus(page, id)).toEqual([a.sku, b.sku, c.sku, d.sku]);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // The owner's catalogue: remove a title after the confirm.
    await page.goto(`/catalog/${id}`);
    await expect(page.locator('.tl-grid > li')).toHaveCount(4);
    await tile(page, b.sku)
      .getByRole('button', { name: `Remove ${b.name} from this collection` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to remove this title from the list?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, "You've removed this title from the collection")).toBeVisible();
    await expect(page.locator('.tl-grid > li')).toHaveCount(3);
    await expect(tile(page, b.sku)).toHaveCount(0);
    expect(await catalogSkus(page, id)).toEqual([a.sku, c.sku, d.sku]);

    // Rename: an empty name is refused, then the new name is saved and shown.
    const renamed = `Spring & summer ${unique()}`;
    await page.getByRole('button', { name: 'Rename' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection Name' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill('   ');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter a name.')).toBeVisible();
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your changes have been saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    expect(await collectionId(page, renamed)).toBe(id);

    // Delete after the confirm, then back to Your Books.
    await page.getByRole('button', { name: 'Delete Collection' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Collection' }).click();
    await expect(toast(page, 'Successfully deleted this collection')).toBeVisible();
    await expect(page).toHaveURL(/\/yourbooks$/);
    expect((await page.request.get(`/api/v1/catalogs/${id}`)).status()).toBe(404);
  });

  test('Your Stacks on the title page moves the title between shelves, clears it, and adds it to a collection', async ({ page, baseURL }) => {
    const shelved = new Set((await shelves(page)).map((item) => item.sku));
    const titles = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=40')).json()) as { products: ApiTitle[] };
    let title: ApiTitle | undefined;
    for (const candidate of titles.products.filter((t) => !shelved.has(t.sku))) {
      const holding = (await (await page.request.get(`/api/v1/me/collections/title/${candidate.sku}`)).json()) as unknown[];
      const lists = (await (await page.request.get(`/api/v1/collaborativeTitleLists/titles/${candidate.sku}`)).json()) as unknown[];
      if (!holding.length && !lists.length) [title] = [candidate];
      if (title) break;
    }
    if (!title) throw new Error('a title on no shelf and in no collection or collaborative list');
    const name = `Title page picks ${unique()}`;
    const created = await page.request.put('/api/v1/me/collections', {
      data: { type: 2, name: encodeURIComponent(name), products: [] },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/title/${title.sku}`);
    const stacks = page.getByRole('region', { name: 'Your Stacks' });
    await expect(stacks.getByText('Not on a shelf')).toBeVisible();
    await expect(stacks.getByText('Not in any of your collections')).toBeVisible();
    await expect(stacks.getByText('Not on any of your collaborative lists')).toBeVisible();

    await stacks.getByRole('button', { name: 'Add to Shelf / Collection' }).click();
    const panel = drawer(page);
    await expect(panel.getByText('For 1 title')).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Clear' })).toBeChecked();
    const box = await panel.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(280);

    await panel.getByRole('radio', { name: 'Favorites' }).check();
    await expect(toast(page, 'Moved this title to Favorites')).toBeVisible();
    await expect.poll(async () => (await shelves(page)).filter((i) => i.sku === title.sku).map((i) => i.shelf)).toEqual(['Favorites']);

    await panel.getByRole('radio', { name: 'Currently Reading' }).check();
    await expect(toast(page, 'Moved this title to Currently Reading')).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Currently Reading' })).toBeChecked();
    await expect.poll(async () => (await shelves(page)).filter((i) => i.sku === title.sku).map((i) => i.shelf)).toEqual(['CurrentlyReading']);
    await expect(stacks.getByText('Currently Reading', { exact: true })).toBeVisible();

    const collection = panel.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await collection.check();
    await expect(toast(page, "You've added this title (or these titles) to the collection")).toBeVisible();
    await expect(stacks.getByRole('link', { name })).toBeVisible();
    await collection.uncheck();
    await expect(toast(page, "You've removed this title from the collection")).toBeVisible();
    await expect(stacks.getByText('Not in any of your collections')).toBeVisible();

    await panel.getByRole('radio', { name: 'Clear' }).check();
    await expect(toast(page, 'Took this title off your shelves')).toBeVisible();
    await expect.poll(async () => (await shelves(page)).some((i) => i.sku === title.sku)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(stacks.getByText('Not on a shelf')).toBeVisible();
  });

  test('Your Stacks shows three collections of a title and the rest on demand, so the actions stay near', async ({ page, baseURL }) => {
    const titles = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=40')).json()) as { products: ApiTitle[] };
    const title = titles.products.at(-1)!;
    const tag = unique();
    for (let i = 0; i < 5; i++) {
      const created = await page.request.put('/api/v1/me/collections', {
        data: { type: 2, name: encodeURIComponent(`Stacked ${i} ${tag}`), products: [{ sku: title.sku }] },
        headers: { origin: baseURL! },
      });
      expect(created.status()).toBe(201);
    }
    const held = (await (await page.request.get(`/api/v1/me/collections/title/${title.sku}`)).json()) as unknown[];
    await page.goto(`/title/${title.sku}`);
    const stacks = page.getByRole('region', { name: 'Your Stacks' });
    const links = stacks.getByRole('link', { name: /^Stacked \d / });
    await expect(links).toHaveCount(3);
    const more = stacks.getByRole('button', { name: `and ${held.length - 3} more` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(stacks.getByRole('link', { name: new RegExp(`^Stacked \\d ${tag}$`) })).toHaveCount(5);
    await stacks.getByRole('button', { name: 'show fewer' }).press('Enter');
    await expect(links).toHaveCount(3);
  });
});

test('an anonymous visitor sees no Your Stacks panel or actions on the title page', async ({ page }) => {
  const titles = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: ApiTitle[] };
  const title = titles.products[0]!;
  await page.goto(`/title/${title.sku}`);
  await expect(page.getByRole('heading', { name: title.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Stacks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Shelf / Collection' })).toHaveCount(0);
  expect((await page.request.get('/api/v1/me/shelves')).status()).toBe(401);
});
