/** Your Books: /yourbooks with its four collapsible panels, the grid pages with filter tabs and counts, the drawer. */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, fillSignUp, newUser, openFromHeader, passRobotCheck } from './auth.ts';
import { appFooter, appHeader } from './shell.ts';

interface Product {
  sku: string;
  name: string;
  isDownloadable?: boolean;
}
interface ApiRequest {
  sku: string;
  status: string;
  downloadDate: string | null;
  product: Product;
}
interface ApiReview {
  sku: string;
  rating: number | null;
  product: Product;
}
interface ApiShelfItem {
  sku: string;
  shelf: string;
  product: Product;
}
interface ApiDownloads {
  downloads: Array<{ sku: string; product: Product }>;
}

const REQUEST_STATUS_NAMES: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Declined',
  approvedArchived: 'Archived',
  cancelled: 'Cancelled',
};

const SHELF_NAMES: Record<string, string> = {
  AnticipatingMild: 'Anticipating',
  AnticipatingHigh: 'Highly Anticipating',
  CurrentlyReading: 'Currently Reading',
  FinishedReading: 'Finished Reading',
  DidntFinish: 'Did Not Finish',
  Favorites: 'Favorites',
};

async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const panel = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
const panelToggle = (scope: Page | Locator, name: string) => scope.getByRole('heading', { name, exact: true }).getByRole('button');

async function expandPanel(scope: Page | Locator, name: string) {
  const toggle = panelToggle(scope, name);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const SECTIONS = ['Your Shelves', 'Your Requests', 'Your Downloads', 'Your Reviews'];

/**
 * Every item of the Your Books drawer (panels, their toggles, groups, rows, row actions, see-more links) that is
 * clipped: wider inside than its box (scrollWidth > clientWidth) or reaching out of the drawer. Titles cut with an
 * ellipsis are the row's text, not an item.
 */
async function clippedItems(drawer: Locator): Promise<string[]> {
  return drawer.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const items = root.querySelectorAll<HTMLElement>(
      '.panel, .panel-toggle, .panel-body, .yb-groups, .yb-group, .yb-row, .yb-row-link, .yb-actions, .yb-action, .see-more',
    );
    return [...items].flatMap((item) => {
      const r = item.getBoundingClientRect();
      const name = `${item.className} "${(item.textContent ?? '').trim().slice(0, 30)}"`;
      if (item.scrollWidth > item.clientWidth) return [`${name}: ${item.scrollWidth} px of content in ${item.clientWidth} px`];
      if (r.right > box.right + 0.5 || r.left < box.left - 0.5) return [`${name}: out of the drawer`];
      return [];
    });
  });
}

/** The visible tabs as "label count", in order. */
async function tabTexts(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  return (await tabs.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** "label count" for each tab with a count above zero, All always. */
function expectedTabs(entries: Array<[label: string, count: number]>): string[] {
  return entries.filter(([label, count]) => count > 0 || label === 'All').map(([label, count]) => `${label} ${count}`);
}

function bucket(rating: number): string {
  return rating <= 2 ? '0-2' : rating <= 5 ? '3-5' : rating <= 8 ? '6-8' : '9-10';
}

async function demoPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseURL);
  return page;
}

test.describe('the demo account', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('/yourbooks shows the four sections with titles; a collapsed panel stays collapsed, also on another device', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shelves = await getJson<ApiShelfItem[]>(page, '/api/v1/me/shelves');
    const requests = await getJson<ApiRequest[]>(page, '/api/v1/me/requests');
    const downloads = await getJson<ApiDownloads>(page, '/api/v1/me/galleys/downloads');
    const reviews = await getJson<ApiReview[]>(page, '/api/v1/me/reviews');
    expect(shelves.length).toBeGreaterThan(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(downloads.downloads.length).toBeGreaterThan(0);
    expect(reviews.length).toBeGreaterThan(0);

    await page.goto('/yourbooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Books' })).toBeVisible();
    for (const name of ['Your Shelves', 'Your Requests', 'Your Downloads', 'Your Reviews']) await expandPanel(page, name);
    // The first title of the first shelf, a pending request, the latest download and a review show by name.
    await expect(
      panel(page, 'Your Shelves')
        .getByRole('link', { name: new RegExp(shelves[0]!.product.name) })
        .first(),
    ).toBeVisible();
    const pending = requests.find((r) => r.status === 'pending')!;
    await expect(
      panel(page, 'Your Requests')
        .getByRole('link', { name: new RegExp(pending.product.name) })
        .first(),
    ).toBeVisible();
    await expect(
      panel(page, 'Your Requests')
        .getByText(/^Pending · Submitted /)
        .first(),
    ).toBeVisible();
    await expect(
      panel(page, 'Your Downloads')
        .getByRole('link', { name: new RegExp(downloads.downloads[0]!.product.name) })
        .first(),
    ).toBeVisible();
    await expect(
      panel(page, 'Your Reviews')
        .getByRole('link', { name: new RegExp(reviews[0]!.product.name) })
        .first(),
    ).toBeVisible();

    // Collapse Your Requests, reload: still collapsed, its titles hidden; the others stay open.
    await panelToggle(page, 'Your Requests').click();
    await expect(panelToggle(page, 'Your Requests')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page, 'Your Requests').getByRole('link')).toHaveCount(0);
    await page.reload();
    await expect(panelToggle(page, 'Your Requests')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page, 'Your Requests').getByRole('link')).toHaveCount(0);
    await expect(panelToggle(page, 'Your Reviews')).toHaveAttribute('aria-expanded', 'true');

    // Saved in the expandedRequestsPanels preference: a browser with empty local storage starts collapsed too.
    const saved = await page.request.post('/api/v1/me/preferences?format=object', {
      data: [{ type: 'communityApp' }],
      headers: { origin: baseURL! },
    });
    expect(((await saved.json()) as { communityApp?: Record<string, string> }).communityApp?.expandedRequestsPanels).toBe('false');
    const other = await demoPage(browser, baseURL);
    await other.goto('/yourbooks');
    await expect(panelToggle(other, 'Your Requests')).toHaveAttribute('aria-expanded', 'false');
    await expect(panelToggle(other, 'Your Shelves')).toHaveAttribute('aria-expanded', 'true');
    // Opened again there: the titles come back.
    await panelToggle(other, 'Your Requests').click();
    await expect(
      panel(other, 'Your Requests')
        .getByRole('link', { name: new RegExp(pending.product.name) })
        .first(),
    ).toBeVisible();
    await other.context().close();
    await page.reload();
    await expect(panelToggle(page, 'Your Requests')).toHaveAttribute('aria-expanded', 'false');
    await panelToggle(page, 'Your Requests').click();
    await expect(panelToggle(page, 'Your Requests')).toHaveAttribute('aria-expanded', 'true');
  });

  test("a panel's 'see more' opens the grid page on that tab, with a back link to /yourbooks", async ({ page }) => {
    await page.goto('/yourbooks');
    await expandPanel(page, 'Your Requests');
    await panel(page, 'Your Requests').getByRole('link', { name: 'See more: Declined' }).click();
    await expect(page).toHaveURL(/\/requests\?tab=declined$/);
    await expect(page.getByRole('tab', { name: /^Declined/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: /Back to Your Books/ }).click();
    await expect(page).toHaveURL(/\/yourbooks$/);
  });

  test('/requests shows tabs with the counts of the requests, zero tabs hidden, and status and dates per title', async ({ page }) => {
    const requests = await getJson<ApiRequest[]>(page, '/api/v1/me/requests');
    const reviewed = new Set((await getJson<ApiReview[]>(page, '/api/v1/me/reviews')).map((r) => r.sku));
    const count = (test: (r: ApiRequest) => boolean) => requests.filter(test).length;
    const approved = (r: ApiRequest) => r.status === 'approved';
    const expected = expectedTabs([
      ['All', requests.length],
      ['Ready to Download', count((r) => approved(r) && !r.downloadDate)],
      ['Downloaded Not Reviewed', count((r) => approved(r) && !!r.downloadDate && !reviewed.has(r.sku))],
      ['Downloaded Reviewed', count((r) => approved(r) && !!r.downloadDate && reviewed.has(r.sku))],
      ['Declined', count((r) => r.status === 'rejected')],
      ['Pending', count((r) => r.status === 'pending')],
    ]);
    // The seeded requests give at least these: approved ready and downloaded, one declined, one pending, one cancelled.
    expect(count((r) => r.status === 'cancelled')).toBeGreaterThan(0);
    expect(expected.filter((tab) => /^(Ready to Download|Declined|Pending) /.test(tab))).toHaveLength(3);

    await page.goto('/requests');
    await expect.poll(() => tabTexts(page)).toEqual(expected);
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.yb-grid > li')).toHaveCount(requests.length);

    // Declined: the rejected request, with its status and dates.
    await page.getByRole('tab', { name: /^Declined/ }).click();
    await expect(page).toHaveURL(/\?tab=declined$/);
    const rejected = requests.filter((r) => r.status === 'rejected');
    const tiles = page.locator('.yb-grid > li');
    await expect(tiles).toHaveCount(rejected.length);
    await expect(tiles.first()).toContainText(rejected[0]!.product.name);
    await expect(tiles.first()).toContainText('Declined');
    await expect(tiles.first()).toContainText(/Submitted \w/);
    await expect(tiles.first()).toContainText(/Declined on \w/);
    // The tile's activity icon says so too (seed 2 Title tile: 'Declined on' plus date).
    await expect(tiles.first().getByRole('button', { name: /^Declined on \w/ })).toBeVisible();

    // A downloaded request shows its download date.
    const downloaded = requests.find((r) => approved(r) && r.downloadDate)!;
    await page.goto(`/requests?tab=${reviewed.has(downloaded.sku) ? 'downloadedReviewed' : 'downloadedNotReviewed'}`);
    const downloadedTile = page.locator(`.yb-grid > li[data-sku="${downloaded.sku}"]`);
    await expect(downloadedTile).toContainText(/Downloaded \w/);
    await expect(downloadedTile.getByRole('button', { name: /^You downloaded \w/ })).toBeVisible();
    await expect(downloadedTile.getByRole('button', { name: /^You requested \w/ })).toBeVisible();

    // Keyboard: arrows move between the tabs and select them.
    await page.goto('/requests?tab=declined');
    await page.getByRole('tab', { name: /^Declined/ }).focus();
    await page.keyboard.press('ArrowRight');
    const next = expected[expected.findIndex((tab) => tab.startsWith('Declined')) + 1] ?? expected[0]!;
    await expect(page.getByRole('tab', { name: next, exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: next, exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=all$/);
  });

  test('/downloads splits the downloads by review', async ({ page }) => {
    const { downloads } = await getJson<ApiDownloads>(page, '/api/v1/me/galleys/downloads');
    const reviewed = new Set((await getJson<ApiReview[]>(page, '/api/v1/me/reviews')).map((r) => r.sku));
    await page.goto('/downloads');
    await expect
      .poll(() => tabTexts(page))
      .toEqual(
        expectedTabs([
          ['All', downloads.length],
          ['Downloaded Not Reviewed', downloads.filter((d) => !reviewed.has(d.sku)).length],
          ['Downloaded Reviewed', downloads.filter((d) => reviewed.has(d.sku)).length],
        ]),
      );
    await expect(page.locator('.yb-grid > li').first()).toContainText(/Downloaded \w/);
  });

  test('/reviews has rating tabs 0-2, 3-5, 6-8, 9-10 and shows Rated X out of 10', async ({ page }) => {
    const reviews = await getJson<ApiReview[]>(page, '/api/v1/me/reviews');
    const rated = reviews.filter((r) => r.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    const buckets = ['0-2', '3-5', '6-8', '9-10'] as const;
    await page.goto('/reviews');
    await expect
      .poll(() => tabTexts(page))
      .toEqual(
        expectedTabs([['All', reviews.length], ...buckets.map((b): [string, number] => [b, rated.filter((r) => bucket(r.rating!) === b).length])]),
      );
    const first = rated[0]!;
    await page.getByRole('tab', { name: new RegExp(`^${bucket(first.rating!)} `) }).click();
    const tile = page.locator(`.yb-grid > li[data-sku="${first.sku}"]`);
    await expect(tile).toContainText(`Rated ${first.rating} out of 10`);
    await expect(page.locator('.yb-grid > li')).toHaveCount(rated.filter((r) => bucket(r.rating!) === bucket(first.rating!)).length);
  });

  test('a row carries its actions: Download and Read for a galley, Review, and the request status', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { downloads } = await getJson<ApiDownloads>(page, '/api/v1/me/galleys/downloads');
    const readable = new Set(
      (await getJson<{ activeProducts: Array<{ sku: string }> }>(page, '/api/me/galleys/reader/viewed')).activeProducts.map((p) => p.sku),
    );
    const requests = await getJson<ApiRequest[]>(page, '/api/v1/me/requests');
    const reviewed = new Set((await getJson<ApiReview[]>(page, '/api/v1/me/reviews')).map((r) => r.sku));
    const galley = downloads.find((d) => d.product.isDownloadable && readable.has(d.sku));
    expect(galley, 'the demo account has a downloaded galley it may read').toBeDefined();
    const { sku, product } = galley!;
    const request = requests.find((r) => r.sku === sku)!;

    await page.goto('/downloads');
    const actions = page.locator(`.yb-grid > li[data-sku="${sku}"]`).getByRole('group', { name: `Actions for ${product.name}` });
    await expect(actions.getByText(`Request: ${REQUEST_STATUS_NAMES[request.status]}`)).toBeVisible();

    // Download: the title page's download modal, closed again.
    await actions.getByRole('button', { name: `Download ${product.name}` }).click();
    const download = page.getByRole('dialog', { name: `Download and read ${product.name}` });
    await expect(download).toBeVisible();
    await download.getByRole('button', { name: 'Close' }).click();
    await expect(download).toBeHidden();

    // Review (or Edit review): the review editor.
    await actions.getByRole('button', { name: reviewed.has(sku) ? `Edit review of ${product.name}` : `Review ${product.name}` }).click();
    const editor = page.getByRole('dialog', { name: `Your review of ${product.name}` });
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await expect(editor).toBeHidden();

    // Read: the reader, inside the app.
    await actions.getByRole('link', { name: `Read ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/read/${sku}$`));

    // On /yourbooks the requests panel's rows carry them too.
    await page.goto('/yourbooks');
    await expandPanel(page, 'Your Requests');
    const pending = requests.find((r) => r.status === 'pending')!;
    await expect(
      panel(page, 'Your Requests')
        .getByRole('group', { name: `Actions for ${pending.product.name}` })
        .getByRole('button', { name: /Review/ })
        .first(),
    ).toBeVisible();
  });

  test('on a phone the Your Books drawer fits its titles and the tab strip shows every tab whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/yourbooks');
    const opener = appFooter(page).getByRole('button', { name: 'Your Books' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Your Books' });
    await expect(drawer).toBeVisible();
    // Ionic's side menu, named after its heading.
    await expect(page.getByRole('navigation', { name: 'Your Books' })).toHaveJSProperty('tagName', 'ION-MENU');
    for (const name of SECTIONS) await expandPanel(drawer, name);
    await expect(drawer.locator('.yb-row').first()).toBeVisible();
    await expect(drawer.locator('.yb-action').first()).toBeVisible();
    expect(await clippedItems(drawer)).toEqual([]);
    // Nothing inside is wider than the drawer: no sideways scrolling, no clipped row.
    const fit = await drawer.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const parts = [...dialog.querySelectorAll('.yb-row, .yb-group, .panel')].map((el) => el.getBoundingClientRect());
      return {
        overflow: dialog.scrollWidth - dialog.clientWidth,
        width: box.width,
        outside: parts.filter((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5).length,
      };
    });
    expect(fit).toEqual({ overflow: 0, width: fit.width, outside: 0 });
    expect(fit.width).toBeLessThan(390);
    // Escape closes it, and the button that opened it has the focus again.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // /requests has several tabs: each lies whole within the window (the strip wraps).
    await page.goto('/requests');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThan(3);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const name = (await tab.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
  });

  test('/shelves has All and one tab per shelf holding titles', async ({ page }) => {
    const shelves = await getJson<ApiShelfItem[]>(page, '/api/v1/me/shelves');
    const order = Object.keys(SHELF_NAMES);
    const counts = order.map((key): [string, number] => [SHELF_NAMES[key]!, shelves.filter((s) => s.shelf === key).length]);
    await page.goto('/shelves');
    await expect
      .poll(() => tabTexts(page))
      .toEqual([`All ${shelves.length}`, ...counts.filter(([, n]) => n > 0).map(([label, n]) => `${label} ${n}`)]);
    await expect(page.getByRole('tab', { name: /^All / })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.yb-grid > li')).toHaveCount(shelves.length);
    const last = shelves.at(-1)!;
    await page.getByRole('tab', { name: new RegExp(`^${SHELF_NAMES[last.shelf]} `) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${last.shelf}$`));
    await expect(page.locator(`.yb-grid > li[data-sku="${last.sku}"]`)).toContainText(last.product.name);
  });

  test("the Your Books drawer opens from the left at 60% and its 'see more' closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await appHeader(page).getByRole('button', { name: 'Your Books' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Books' });
    await expect(drawer).toBeVisible();
    // Measured once its slide-in from the left has ended.
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(0);
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(768);
    for (const name of SECTIONS) await expandPanel(drawer, name);
    await expect(drawer.locator('.yb-action').first()).toBeVisible();
    // At 1280x800 too, every item fits: nothing clipped.
    expect(await clippedItems(drawer)).toEqual([]);
    const seeMore = panel(drawer, 'Your Reviews')
      .getByRole('link', { name: /^See more: / })
      .first();
    const label = (await seeMore.getAttribute('aria-label'))!.replace('See more: ', '');
    await seeMore.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/reviews\?tab=/);
    await expect(page.getByRole('tab', { name: new RegExp(`^${label} `) })).toHaveAttribute('aria-selected', 'true');
  });
});

test('a fresh user sees the four empty texts, on /yourbooks and on the grid pages', async ({ page }) => {
  const user = newUser('yourbooks');
  await page.goto('/');
  const signUp = await openFromHeader(page, 'Sign Up');
  await fillSignUp(signUp, user);
  await passRobotCheck(signUp);
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectSignedIn(page);
  await page.goto('/yourbooks');
  const empty = {
    'Your Shelves': 'Titles you add to your shelves will show up here',
    'Your Requests': 'Review copy requests you make will show up here',
    'Your Downloads': 'Titles you download will show up here',
    'Your Reviews': 'Reviews you write will show up here',
  };
  for (const [name, text] of Object.entries(empty)) await expect(panel(page, name).getByText(text, { exact: true })).toBeVisible();
  await page.goto('/requests');
  await expect.poll(() => tabTexts(page)).toEqual(['All 0']);
  await expect(page.getByText(empty['Your Requests'], { exact: true })).toBeVisible();
  await page.goto('/shelves');
  await expect(page.getByText(empty['Your Shelves'], { exact: true })).toBeVisible();
  await expect.poll(() => tabTexts(page)).toEqual(['All 0']);

  // One title on one shelf: All and that shelf; the five empty shelves have no tab.
  const [first] = ((await (await page.request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: Product[] }).products;
  const shelved = await page.request.post('/api/v1/me/shelves/Favorites', {
    data: [{ sku: first!.sku }],
    headers: { origin: new URL(page.url()).origin },
  });
  expect(shelved.ok()).toBe(true);
  await page.reload();
  await expect.poll(() => tabTexts(page)).toEqual(['All 1', 'Favorites 1']);
  await expect(page.locator(`.yb-grid > li[data-sku="${first!.sku}"]`)).toContainText(first!.name);
});
