/**
 * Issue 15: every offline action the app offers, started from every screen that offers it, on a phone. Each case runs
 * in a fresh browser context: the screen is opened online, then the network goes away at once (no reload) and the
 * action is made. The worker's warm-up of other screens is held back (its list of files answers empty), as in the
 * first seconds of a fresh app: what the action needs must come with the screen. The screen stays (no error
 * screen), the change shows as pending, and once online it reaches the server.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SCREENS_FILE } from '../../src/sync/workerMessages.ts';
import { BASE_URL } from './env.ts';
import {
  collectionSkus,
  createCollection,
  DEMO,
  expectPending,
  getJson as json,
  logInApi,
  registerAccount,
  shelfOf,
  type Account,
} from './outbox.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

const PHONE = { width: 390, height: 844 };
const origin = { origin: BASE_URL };
const FORUM = 'Independent Booksellers Forum';

interface Title {
  sku: string;
  name: string;
}

/** What a case works on, made online (through the API) before its screen opens. */
interface Setup {
  title: Title;
  collection?: { id: number; name: string };
  list?: { id: number; name: string };
}

interface Case {
  action: string;
  screen: string;
  /** A fresh account (most), or the demo account (requests and lists need its communities and profile). */
  account: 'fresh' | 'demo';
  setup: (api: APIRequestContext) => Promise<Setup>;
  /** Opens the screen online; resolves once the control the action starts from shows. */
  open: (page: Page, setup: Setup) => Promise<Locator | Page>;
  /** Offline: makes the change in the UI. */
  act: (page: Page, scope: Locator | Page, setup: Setup) => Promise<void>;
  /** How many changes the action makes (the header counts them); 1 unless said. */
  changes?: number;
  /** The item's own pending mark, when the screen shows one (every change also counts in the header). */
  pendingMark?: (page: Page, setup: Setup) => Locator;
  /** Online again: the server holds the change. */
  reached: (api: APIRequestContext, setup: Setup) => Promise<unknown>;
  expected: unknown;
}

/** A title no earlier case (nor another spec) has put on a shelf, reviewed or requested for this account. */
async function untouchedTitle(
  api: APIRequestContext,
  match: (title: Title & { isRequestable: boolean; publisher: string }) => boolean = () => true,
): Promise<Title> {
  const [shelved, reviewed, requested] = await Promise.all([
    json<Array<{ sku: string }>>(api, '/api/v1/me/shelves'),
    json<Array<{ sku: string }>>(api, '/api/v1/me/reviews'),
    json<Array<{ sku: string }>>(api, '/api/v1/me/requests'),
  ]);
  const used = new Set([...shelved, ...reviewed, ...requested].map((item) => item.sku).concat([...taken]));
  for (let page = 1; page <= 5; page++) {
    const { products } = await json<{ products: Array<Title & { isRequestable: boolean; publisher: string }> }>(
      api,
      `/api/v1/filters/0/titles?page=${page}&pageSize=100`,
    );
    const found = products.find((title) => !used.has(title.sku) && match(title));
    if (found) {
      taken.add(found.sku);
      return { sku: found.sku, name: found.name };
    }
  }
  throw new Error('no untouched title');
}
const taken = new Set<string>();

async function demoCommunity(api: APIRequestContext): Promise<number> {
  const mine = await json<Array<{ id: number; name: string }>>(api, '/api/affiliations/me');
  return mine.find((community) => community.name === FORUM)!.id;
}

async function createList(api: APIRequestContext, skus: string[]): Promise<{ id: number; name: string }> {
  const name = `Offline picks ${Date.now().toString(36)}`;
  const created = await api.post('/api/v1/collaborativeTitleList', { data: { name, communityId: await demoCommunity(api) }, headers: origin });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  if (skus.length) {
    const added = await api.post(`/api/v1/collaborativeTitleLists/${id}/items/add`, {
      data: skus.map((sku) => ({ listId: id, sku })),
      headers: origin,
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return { id, name };
}

async function listItems(api: APIRequestContext, listId: number): Promise<Array<{ sku: string; netVotes: number }>> {
  const page = await json<{ items: Array<{ sku: string; netVotes: number }> }>(
    api,
    `/api/v1/collaborativeTitleLists/0/${listId}/items/?include=list&page=1&pageSize=20`,
  );
  return page.items.map(({ sku, netVotes }) => ({ sku, netVotes }));
}

const stacks = (scope: Locator | Page) => scope.getByRole('region', { name: 'Your Stacks' });
const yourReview = (scope: Locator | Page) => scope.getByRole('region', { name: 'Your Review' });
const shelfDrawer = (page: Page) => page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
const tile = (page: Page, sku: string) => page.locator(`li[data-sku="${sku}"]`);

async function openTitlePage(page: Page, { title }: Setup): Promise<Page> {
  await page.goto(`/title/${title.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible({ timeout: 20_000 });
  await expect(stacks(page).getByRole('button', { name: 'Add to Shelf / Collection' })).toBeVisible();
  await expect(yourReview(page).getByRole('button', { name: 'Much Love' })).toBeEnabled();
  return page;
}

/** The title drawer, opened from a tile of `path` (a tiled list or a Your Books grid). */
async function openTitleDrawer(page: Page, path: string, { title }: Setup): Promise<Locator> {
  await page.goto(path);
  await tile(page, title.sku).getByRole('link', { name: title.name }).click();
  const drawer = page.getByRole('dialog', { name: title.name });
  await expect(stacks(drawer).getByRole('button', { name: 'Add to Shelf / Collection' })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

async function chooseShelf(page: Page, scope: Locator | Page, shelf: string): Promise<void> {
  await stacks(scope).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
  const drawer = shelfDrawer(page);
  await drawer.getByRole('radio', { name: shelf, exact: true }).check();
  await expect(drawer.getByRole('radio', { name: shelf, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** Selects one tile of /search and opens an Action menu entry on it (the drawer named `drawerName`). */
async function actionOnTile(page: Page, { title }: Setup, entry: string, drawerName = entry): Promise<Locator> {
  await page.getByRole('checkbox', { name: `Select ${title.name}` }).check();
  await page.getByRole('button', { name: 'Action 1 Title' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const drawer = page.getByRole('dialog', { name: drawerName });
  await expect(drawer.getByText('For 1 title')).toBeVisible();
  return drawer;
}

async function openSearchWith(page: Page, { title }: Setup): Promise<Page> {
  await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
  await expect(page.getByRole('checkbox', { name: `Select ${title.name}` })).toBeVisible({ timeout: 20_000 });
  return page;
}

const freshTitle = async (api: APIRequestContext) => ({ title: await untouchedTitle(api) });

const CASES: Case[] = [
  {
    action: 'shelve',
    screen: 'title page',
    account: 'fresh',
    setup: freshTitle,
    open: openTitlePage,
    act: (page, scope) => chooseShelf(page, scope, 'Favorites'),
    pendingMark: (page) => stacks(page).getByRole('status').filter({ hasText: 'Pending' }),
    reached: (api, { title }) => shelfOf(api, title.sku),
    expected: 'Favorites',
  },
  {
    action: 'add to a collection',
    screen: 'title page',
    account: 'fresh',
    setup: async (api) => {
      const name = `Kept ${Date.now().toString(36)}`;
      return { title: await untouchedTitle(api), collection: { id: await createCollection(api, name, []), name } };
    },
    open: openTitlePage,
    act: async (page, _scope, { collection }) => {
      await stacks(page).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
      const box = shelfDrawer(page).getByRole('checkbox', { name: new RegExp(`^${collection!.name}`) });
      await box.check();
      await expect(box).toBeChecked();
    },
    reached: async (api, { collection }) => collectionSkus(api, collection!.id),
    expected: 'the title',
  },
  {
    action: 'Much Love heart',
    screen: 'title page',
    account: 'fresh',
    setup: freshTitle,
    open: openTitlePage,
    act: async (page) => {
      await yourReview(page).getByRole('button', { name: 'Much Love' }).click();
      await expect(yourReview(page).getByRole('button', { name: 'Much Love' })).toHaveAttribute('aria-pressed', 'true');
    },
    pendingMark: (page) => yourReview(page).getByRole('status').filter({ hasText: 'Pending' }),
    reached: async (api, { title }) =>
      (await json<Array<{ sku: string; rating: number | null }>>(api, '/api/v1/me/reviews')).find((r) => r.sku === title.sku)?.rating,
    expected: 9,
  },
  {
    action: 'save a review',
    screen: 'title page',
    account: 'fresh',
    setup: freshTitle,
    open: openTitlePage,
    act: async (page, _scope, { title }) => {
      await yourReview(page).getByRole('button', { name: 'Write a Review' }).click();
      const editor = page.getByRole('dialog', { name: `Your review of ${title.name}` });
      await editor.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '7 out of 10' }).check();
      await editor.getByRole('button', { name: 'Save' }).click();
    },
    pendingMark: (page) => yourReview(page).getByRole('status').filter({ hasText: 'Pending' }),
    reached: async (api, { title }) =>
      (await json<Array<{ sku: string; rating: number | null }>>(api, '/api/v1/me/reviews')).find((r) => r.sku === title.sku)?.rating,
    expected: 7,
  },
  {
    action: 'request a review copy',
    screen: 'title page',
    account: 'demo',
    setup: async (api) => ({ title: await untouchedTitle(api, (t) => t.isRequestable && t.publisher === 'Quill & Ember') }),
    open: async (page, { title }) => {
      await page.goto(`/title/${title.sku}`);
      await expect(page.getByRole('button', { name: `Request a review copy of ${title.name}` })).toBeVisible({ timeout: 20_000 });
      return page;
    },
    act: async (page, _scope, { title }) => {
      await page.getByRole('button', { name: `Request a review copy of ${title.name}` }).click();
      const modal = page.getByRole('dialog', { name: 'Request a review copy' });
      await modal.getByRole('radio', { name: 'Reviewing' }).check();
      await modal.getByLabel('Reason for request').fill('For the offline newsletter.');
      await modal.getByRole('button', { name: 'Send Request' }).click();
    },
    // The request, and the purpose remembered for next time.
    changes: 2,
    pendingMark: (page) => page.locator('.title-actions').getByRole('status').filter({ hasText: 'Pending' }),
    reached: async (api, { title }) =>
      (await json<Array<{ sku: string; status: string }>>(api, '/api/v1/me/requests')).find((r) => r.sku === title.sku)?.status,
    expected: 'pending',
  },
  {
    action: 'cancel a pending request',
    screen: 'title page',
    account: 'demo',
    setup: async (api) => {
      const title = await untouchedTitle(api, (t) => t.isRequestable && t.publisher === 'Quill & Ember');
      const sent = await api.post('/api/v1/me/galleys/requests', {
        data: { sku: title.sku, selectedTitleEvaluationPurposeTypeId: 1, requestReason: 'Buying for the shop' },
        headers: origin,
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      return { title };
    },
    open: async (page, { title }) => {
      await page.goto(`/title/${title.sku}`);
      await expect(page.getByRole('button', { name: 'Cancel Pending Request' })).toBeVisible({ timeout: 20_000 });
      return page;
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Cancel Pending Request' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this request?' }).getByRole('button', { name: 'Yes' }).click();
    },
    pendingMark: (page) => page.locator('.title-actions').getByRole('status').filter({ hasText: 'Pending' }),
    reached: async (api, { title }) =>
      (await json<Array<{ sku: string; status: string }>>(api, '/api/v1/me/requests')).find((r) => r.sku === title.sku)?.status,
    expected: 'cancelled',
  },
  {
    action: 'shelve',
    screen: 'title drawer (a tile of /search)',
    account: 'fresh',
    setup: freshTitle,
    open: (page, setup) => openTitleDrawer(page, `/search?q=${encodeURIComponent(setup.title.name)}`, setup),
    act: (page, drawer) => chooseShelf(page, drawer, 'Currently Reading'),
    pendingMark: (page, { title }) => page.getByRole('dialog', { name: title.name }).getByRole('status').filter({ hasText: 'Pending' }).first(),
    reached: (api, { title }) => shelfOf(api, title.sku),
    expected: 'CurrentlyReading',
  },
  {
    action: 'Much Love heart',
    screen: 'title drawer (a tile of /shelves)',
    account: 'fresh',
    setup: async (api) => {
      const title = await untouchedTitle(api);
      const shelved = await api.post('/api/v1/me/shelves/FinishedReading', { data: [{ sku: title.sku }], headers: origin });
      expect(shelved.ok(), await shelved.text()).toBe(true);
      return { title };
    },
    open: (page, setup) => openTitleDrawer(page, '/shelves', setup),
    act: async (_page, drawer) => {
      await yourReview(drawer).getByRole('button', { name: 'Much Love' }).click();
      await expect(yourReview(drawer).getByRole('button', { name: 'Much Love' })).toHaveAttribute('aria-pressed', 'true');
    },
    pendingMark: (page, { title }) =>
      yourReview(page.getByRole('dialog', { name: title.name }))
        .getByRole('status')
        .filter({ hasText: 'Pending' }),
    reached: async (api, { title }) =>
      (await json<Array<{ sku: string; rating: number | null }>>(api, '/api/v1/me/reviews')).find((r) => r.sku === title.sku)?.rating,
    expected: 9,
  },
  {
    action: 'move shelf',
    screen: 'title drawer (a tile of /shelves)',
    account: 'fresh',
    setup: async (api) => {
      const title = await untouchedTitle(api);
      const shelved = await api.post('/api/v1/me/shelves/AnticipatingMild', { data: [{ sku: title.sku }], headers: origin });
      expect(shelved.ok(), await shelved.text()).toBe(true);
      return { title };
    },
    open: (page, setup) => openTitleDrawer(page, '/shelves', setup),
    act: (page, drawer) => chooseShelf(page, drawer, 'Did Not Finish'),
    pendingMark: (page, { title }) =>
      stacks(page.getByRole('dialog', { name: title.name }))
        .getByRole('status')
        .filter({ hasText: 'Pending' }),
    reached: (api, { title }) => shelfOf(api, title.sku),
    expected: 'DidntFinish',
  },
  {
    action: 'shelve (Action menu)',
    screen: 'title list tiles (/search)',
    account: 'fresh',
    setup: freshTitle,
    open: openSearchWith,
    act: async (page, _scope, setup) => {
      const drawer = await actionOnTile(page, setup, 'Add to Shelf Collection', 'Add to Shelf / Collection');
      await drawer.getByRole('radio', { name: 'Favorites', exact: true }).check();
      await expect(drawer.getByRole('radio', { name: 'Favorites', exact: true })).toBeChecked();
      await page.keyboard.press('Escape');
    },
    pendingMark: (page, { title }) => tile(page, title.sku).getByRole('status').filter({ hasText: 'Pending' }),
    reached: (api, { title }) => shelfOf(api, title.sku),
    expected: 'Favorites',
  },
  {
    action: 'add to a collaborative list (Action menu)',
    screen: 'title list tiles (/search)',
    account: 'demo',
    setup: async (api) => ({ title: await untouchedTitle(api), list: await createList(api, []) }),
    open: openSearchWith,
    act: async (page, _scope, setup) => {
      const drawer = await actionOnTile(page, setup, 'Add to Collaborative List');
      await drawer.getByRole('button', { name: `Add to ${setup.list!.name}` }).click();
      await expect(drawer).toHaveCount(0);
    },
    reached: async (api, { list }) => (await listItems(api, list!.id)).map((item) => item.sku),
    expected: 'the title',
  },
  {
    action: 'vote on a list item',
    screen: 'list page',
    account: 'demo',
    setup: async (api) => {
      const title = await untouchedTitle(api);
      return { title, list: await createList(api, [title.sku]) };
    },
    open: async (page, { title, list }) => {
      await page.goto(`/list/${list!.id}`);
      await expect(page.getByRole('button', { name: `Vote up ${title.name}` })).toBeVisible({ timeout: 20_000 });
      return page;
    },
    act: async (page, _scope, { title }) => {
      await page.getByRole('button', { name: `Vote up ${title.name}` }).click();
      await expect(page.getByRole('button', { name: `Vote up ${title.name}` })).toHaveAttribute('aria-pressed', 'true');
    },
    reached: async (api, { list }) => (await listItems(api, list!.id))[0]?.netVotes,
    expected: 1,
  },
  {
    action: 'remove a title from a collection',
    screen: 'collection page (/catalog/{id})',
    account: 'fresh',
    setup: async (api) => {
      const title = await untouchedTitle(api);
      const name = `Trimmed ${Date.now().toString(36)}`;
      return { title, collection: { id: await createCollection(api, name, [title.sku]), name } };
    },
    open: async (page, { title, collection }) => {
      await page.goto(`/catalog/${collection!.id}`);
      await expect(page.getByRole('button', { name: `Remove ${title.name} from this collection` })).toBeVisible({ timeout: 20_000 });
      return page;
    },
    act: async (page, _scope, { title }) => {
      await page.getByRole('button', { name: `Remove ${title.name} from this collection` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    },
    reached: async (api, { collection }) => collectionSkus(api, collection!.id),
    expected: [],
  },
  {
    action: 'collapse a panel (a preference)',
    screen: 'Your Books (/yourbooks)',
    account: 'fresh',
    setup: freshTitle,
    open: async (page) => {
      await page.goto('/yourbooks');
      await expect(page.getByRole('heading', { name: 'Your Shelves', exact: true }).getByRole('button')).toHaveAttribute('aria-expanded', 'true', {
        timeout: 20_000,
      });
      return page;
    },
    act: async (page) => {
      const toggle = page.getByRole('heading', { name: 'Your Shelves', exact: true }).getByRole('button');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
    reached: async (api) => {
      const answer = await api.post('/api/v1/me/preferences?format=object', { data: [{ type: 'communityApp' }], headers: origin });
      return ((await answer.json()) as { communityApp?: Record<string, string> }).communityApp?.expandedShelfPanels;
    },
    expected: 'false',
  },
  {
    action: 'save a filter',
    screen: '/search',
    account: 'fresh',
    setup: freshTitle,
    open: async (page) => {
      await page.goto('/search');
      await expect(page.getByRole('button', { name: 'Save as filter' })).toBeEnabled({ timeout: 20_000 });
      return page;
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Save as filter' }).click();
      const editor = page.getByRole('dialog', { name: 'New filter' });
      await expect(editor.getByLabel('Filter name')).toHaveValue('My Filter #1');
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
    },
    reached: async (api) => (await json<Array<{ name: string }>>(api, '/api/v1/savedFilters')).map((filter) => filter.name),
    expected: ['My Filter #1'],
  },
];

/** A phone-sized context signed in as `account` (the demo account when null), whose worker warms nothing. */
async function phoneContext(browser: Browser, account: Account | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, serviceWorkers: 'allow' });
  await context.route(`**/${SCREENS_FILE}`, (route) => route.fulfill({ json: [] }));
  await logInApi(context.request, account ?? DEMO);
  return context;
}

let fresh: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  fresh = await registerAccount(api, 'offline-actions');
  await api.dispose();
});

for (const item of CASES) {
  test(`offline, ${item.action} from the ${item.screen}: no error screen, pending, then on the server`, async ({ browser }) => {
    const context = await phoneContext(browser, item.account === 'fresh' ? fresh : null);
    try {
      const api = context.request;
      const setup = await item.setup(api);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const scope = await item.open(page, setup);
      await waitForServiceWorkerControl(page);

      await setOffline(context, true);
      await item.act(page, scope, setup);
      await expect(page.getByText('Sorry, something went wrong.')).toHaveCount(0);
      await expect(page.getByText('could not be loaded')).toHaveCount(0);
      await expectPending(page, item.changes ?? 1);
      if (item.pendingMark) await expect(item.pendingMark(page, setup)).toBeVisible();
      expect(errors).toEqual([]);

      await setOffline(context, false);
      await expectPending(page, 0);
      const expected = item.expected === 'the title' ? [setup.title.sku] : item.expected;
      await expect.poll(() => item.reached(api, setup), { timeout: 20_000 }).toEqual(expected);
    } finally {
      await context.close();
    }
  });
}

test('offline, a part not loaded ahead (the image gallery) says so in place, with a retry that opens it once online', async ({ browser }) => {
  const context = await phoneContext(browser, fresh);
  try {
    const setup = await freshTitle(context.request);
    const page = await context.newPage();
    await openTitlePage(page, setup);
    await waitForServiceWorkerControl(page);
    await setOffline(context, true);
    await page.getByRole('button', { name: /^Open image 1:/ }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded' });
    await expect(failed).toBeVisible();
    // The page around it stays, and its offline actions still work.
    await expect(page.getByText('Sorry, something went wrong.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: setup.title.name })).toBeVisible();
    await yourReview(page).getByRole('button', { name: 'Much Love' }).click();
    await expectPending(page, 1);

    await setOffline(context, false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('ion-modal.gallery-modal').getByRole('heading', { name: `Images of ${setup.title.name}` })).toBeVisible();
    await expect(failed).toHaveCount(0);
  } finally {
    await context.close();
  }
});
