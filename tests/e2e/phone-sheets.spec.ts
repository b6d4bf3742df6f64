/**
 * Issue 16 on a phone (390x844), signed in as the demo account: the shelf sheet, the add-to-list drawer, the review
 * editor and the review copy request are bottom sheets that fit the screen (the shelf sheet shelves a title); what they
 * load shows as a skeleton, not 'Loading…'; pulling a list screen down refetches
 * what it shows; the screens do not shift as they fill (layout shift, as Lighthouse's CLS counts it, at most 0.02 on
 * /yourbooks, / and a title page).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, getJson as json, logInApi, shelfOf } from './outbox.ts';

const VIEWPORT = { width: 390, height: 844 };
test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true });

test.beforeEach(({ page }) => logInApi(page.request, DEMO));

interface Title {
  sku: string;
  name: string;
}

/** A title the demo account has on no shelf. */
async function unshelvedTitle(page: Page): Promise<Title> {
  const shelved = new Set((await json<Array<{ sku: string }>>(page, '/api/v1/me/shelves')).map((item) => item.sku));
  const { products } = await json<{ products: Title[] }>(page, '/api/v1/filters/0/titles?pageSize=60');
  const title = products.find((p) => !shelved.has(p.sku));
  expect(title, 'a title on no shelf').toBeDefined();
  return title!;
}

/** Once it has slid in: a sheet at the bottom of the screen, wholly on it (Ionic's sheet modal). */
async function expectBottomSheet(page: Page, sheet: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    })
    .toBe(VIEWPORT.height);
  const box = (await sheet.boundingBox())!;
  expect(box.y).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
  expect(box.height).toBeLessThan(VIEWPORT.height);
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(1);
}

test('the shelf sheet opens as a bottom sheet within the screen and shelves the title', async ({ page }) => {
  const title = await unshelvedTitle(page);
  await page.goto(`/title/${title.sku}`);
  const open = page.getByRole('region', { name: 'Your Stacks' }).getByRole('button', { name: 'Add to Shelf / Collection' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
  await expect(sheet.getByText('For 1 title')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectBottomSheet(page, sheet);

  await sheet.getByRole('radio', { name: 'Favorites' }).check();
  await expect(page.locator('.app-toasts').getByText('Moved this title to Favorites', { exact: true })).toBeVisible();
  await expect.poll(() => shelfOf(page.request, title.sku)).toBe('Favorites');

  // Escape slides it away and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page.getByRole('region', { name: 'Your Stacks' }).getByText('Favorites', { exact: true })).toBeVisible();
  // Leave the title off the shelves again for the other specs.
  const put = await page.request.post('/api/v1/me/shelves/Clear', { data: [{ sku: title.sku }], headers: { origin: new URL(page.url()).origin } });
  expect(put.ok()).toBe(true);
});

test('the add-to-list sheet opens as a bottom sheet from the Action menu and its Close slides it away', async ({ page }) => {
  const title = await unshelvedTitle(page);
  await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
  await page.getByRole('checkbox', { name: `Select ${title.name}` }).check();
  await page.getByRole('button', { name: 'Action 1 Title' }).click();
  await page.getByRole('menuitem', { name: 'Add to Collaborative List' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add to Collaborative List' });
  await expect(sheet.getByText('For 1 title')).toBeVisible();
  await expectBottomSheet(page, sheet);
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
});

test('the add-to-list sheet shows rows of skeleton, not Loading text, while the lists come, then the lists in their place', async ({ page }) => {
  const title = await unshelvedTitle(page);
  // The user's lists (of all communities) answer only when released: the sheet opens before they come.
  const release = await hold(page, '**/api/v1/collaborativeTitleLists/0');
  await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
  await page.getByRole('checkbox', { name: `Select ${title.name}` }).check();
  await page.getByRole('button', { name: 'Action 1 Title' }).click();
  await page.getByRole('menuitem', { name: 'Add to Collaborative List' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add to Collaborative List' });
  await expect(sheet.getByText('For 1 title')).toBeVisible();
  const busy = sheet.getByRole('status', { name: 'Loading lists…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy.locator('.skeleton-text')).toHaveCount(3);
  await expect(sheet.getByText(/Loading/)).toHaveCount(0);
  const rows = await busy.locator('.skeleton-text').evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().height));
  release();
  await expect(busy).toHaveCount(0);
  // What took the skeleton's place: the lists to choose (rows of the skeleton rows' height), or the words that there are none.
  const choices = sheet.locator('.lists-choices li');
  await expect(choices.first().or(sheet.getByText('There are no lists you can add to', { exact: false }))).toBeVisible();
  if (await choices.count()) {
    const height = (await choices.first().getByRole('button').boundingBox())!.height;
    expect(Math.abs(height - rows[0]!)).toBeLessThanOrEqual(4);
  }
});

test('the review editor opens as a bottom sheet within the screen and Cancel closes it', async ({ page }) => {
  const mine = new Set((await json<Array<{ sku: string }>>(page, '/api/v1/me/reviews')).map((r) => r.sku));
  const { products } = await json<{ products: Title[] }>(page, '/api/v1/filters/0/titles?pageSize=40');
  const title = products.find((p) => !mine.has(p.sku));
  expect(title, 'a title the demo account has not reviewed').toBeDefined();
  await page.goto(`/title/${title!.sku}`);
  await page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: 'Write a Review' }).click();
  const sheet = page.getByRole('dialog', { name: `Your review of ${title!.name}` });
  await expect(sheet.getByRole('heading', { name: 'Rate (1/3)' })).toBeVisible();
  await expectBottomSheet(page, sheet);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
});

/** Holds every request (the page's and the service worker's) to `url` until `release` is called. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test('the review copy request is a bottom sheet: a skeleton while the profile loads, Tab stays inside, Escape closes it', async ({ page }) => {
  const requested = new Set((await json<Array<{ sku: string }>>(page, '/api/v1/me/requests')).map((r) => r.sku));
  const { products } = await json<{ products: Array<Title & { isRequestable: boolean }> }>(page, '/api/v1/filters/0/titles?pageSize=100');
  const title = products.find((p) => p.isRequestable && !requested.has(p.sku));
  expect(title, 'a requestable title the demo account has not requested').toBeDefined();
  const release = await hold(page, '**/api/v1/me/attributes');
  await page.goto(`/title/${title!.sku}`);
  const open = page.getByRole('button', { name: `Request a review copy of ${title!.name}` });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Request a review copy' });
  await expectBottomSheet(page, sheet);
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();

  // The profile is on its way: a busy placeholder, no 'Loading…' text.
  const busy = sheet.getByRole('status', { name: 'Loading your profile…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(sheet.getByText(/Loading/)).toHaveCount(0);
  const skeletonBox = (await busy.boundingBox())!;
  release();
  await expect(sheet.getByText('Role summary')).toBeVisible();
  await expect(busy).toHaveCount(0);
  // The profile took the skeleton's place without pushing the form down by more than a line.
  const profileBox = (await sheet.locator('.request-profile dl').boundingBox())!;
  expect(Math.abs(profileBox.height - skeletonBox.height)).toBeLessThanOrEqual(24);

  // Keyboard: typing goes into the focused field; Tab from the last control comes back to the first.
  await sheet.getByLabel('Reason for request').fill('For our book club.');
  await expect(sheet.getByLabel('Reason for request')).toHaveValue('For our book club.');
  await sheet.getByRole('button', { name: 'Send Request' }).focus();
  if (await sheet.getByRole('button', { name: 'Send Request' }).isDisabled()) await sheet.getByRole('button', { name: 'Cancel' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Escape slides it away and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('the review editor shows a skeleton of its first step while it loads', async ({ page }) => {
  const mine = new Set((await json<Array<{ sku: string }>>(page, '/api/v1/me/reviews')).map((r) => r.sku));
  const { products } = await json<{ products: Title[] }>(page, '/api/v1/filters/0/titles?pageSize=40');
  const title = products.find((p) => !mine.has(p.sku));
  expect(title, 'a title the demo account has not reviewed').toBeDefined();
  const release = await hold(page, `**/api/me/assessments/products/${title!.sku}`);
  await page.goto(`/title/${title!.sku}`);
  await page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: 'Write a Review' }).click();
  const sheet = page.getByRole('dialog', { name: `Your review of ${title!.name}` });
  const busy = sheet.getByRole('status', { name: 'Loading your review…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(sheet.getByText(/Loading/)).toHaveCount(0);
  // Ten placeholder circles where the overall scale will be.
  await expect(busy.locator('.rating-choice')).toHaveCount(10);
  release();
  await expect(sheet.getByRole('heading', { name: 'Rate (1/3)' })).toBeVisible();
  await expect(busy).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toHaveCount(0);
});

/** Pulls the top of the screen down with the mouse (Ionic's gestures follow mouse and touch alike). */
async function pullDown(page: Page): Promise<void> {
  const x = VIEWPORT.width / 2;
  const y = 200;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 60, { steps: 6 });
  await page.mouse.move(x, y + 300, { steps: 20 });
  await page.mouse.up();
}

for (const screen of [
  { path: '/yourbooks', ready: 'Your Shelves', refetch: '/api/v1/me/shelves' },
  { path: '/search', ready: null, refetch: '/api/v1/filters/0/titles' },
]) {
  test(`pulling ${screen.path} down refetches it`, async ({ page }) => {
    await page.goto(screen.path);
    if (screen.ready) await expect(page.getByRole('button', { name: screen.ready })).toBeVisible();
    else await expect(page.locator('.tl-grid > li').first()).toBeVisible();
    const refresher = page.locator('ion-refresher');
    await expect(refresher).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const refetched = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(screen.refetch), { timeout: 10_000 });
    await pullDown(page);
    await refetched;
    // The refresher completes: back to its resting state.
    await expect(refresher).not.toHaveClass(/refresher-refreshing/);
  });
}

/** The layout shift of the page so far (every shift without recent input, as Lighthouse adds them). */
async function layoutShift(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        let total = 0;
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
          >) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            const nodes = (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}#${s.node.id}.${s.node.className}` : String(s.node?.nodeName),
            );
            shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, shifts }), 500);
      }),
  );
}

const screens: Array<{ name: string; path: (page: Page) => Promise<string>; settled: (page: Page) => Promise<void> }> = [
  {
    name: '/yourbooks',
    path: async () => '/yourbooks',
    settled: async (page) => {
      await expect(page.locator('#yourbooks-panel-shelves .yb-groups, #yourbooks-panel-shelves .empty-state')).toBeVisible();
    },
  },
  {
    name: '/',
    path: async () => '/',
    settled: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    },
  },
  {
    name: 'a title page',
    path: async (page) => `/title/${(await unshelvedTitle(page)).sku}`,
    settled: async (page) => {
      await expect(page.getByRole('region', { name: 'Your Stacks' }).getByText('Not on a shelf')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Community Reviews' })).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} does not shift while it fills (CLS <= 0.02)`, async ({ page }) => {
    await page.goto(await screen.path(page));
    await screen.settled(page);
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.02);
  });
}
