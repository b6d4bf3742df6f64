/**
 * Issue 6, browser test 2: offline, 200 changes (shelf moves, reviews through the Much Love heart, collection adds
 * and removes) made in the UI across reloads and a browser restart (a persistent user-data dir); then online, the
 * server holds exactly the final state, each change applied once, each title's changes in the order they were made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { expectSignedIn, fillSignUp, newUser, openFromHeader, passRobotCheck } from './auth.ts';
import { BASE_URL } from './env.ts';
import { pendingButton } from './outbox.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

interface ApiTitle {
  sku: string;
  name: string;
}

/** The shelves of the drawer by label, and the key the API answers. */
const SHELVES = [
  ['Anticipating', 'AnticipatingMild'],
  ['Highly Anticipating', 'AnticipatingHigh'],
  ['Currently Reading', 'CurrentlyReading'],
  ['Finished Reading', 'FinishedReading'],
  ['Did Not Finish', 'DidntFinish'],
  ['Favorites', 'Favorites'],
  ['Clear', null],
] as const;

const shelfLabel = (shelf: string | null) => (shelf ? SHELVES.find(([, key]) => key === shelf)![0] : 'Not on a shelf');

/** What each title should end as: its shelf (null: none), whether it is in the collection, whether it has a review. */
interface Expected {
  shelf: string | null;
  inCollection: boolean;
  reviewed: boolean;
}

/** Changes per title in each stretch: shelf moves, collection toggles, heart clicks (save 9 or delete). */
type Stretch = { shelf: number; collection: number; heart: number };
const STRETCH: Stretch = { shelf: 6, collection: 3, heart: 3 };
/** Four stretches over four titles: before a reload, after it, after the browser restart, after another reload. */
const STRETCHES = 4;
const TITLES = 4;
/** The last stretch adds these shelf moves to the last title, so that the total is 200. */
const EXTRA_SHELF_MOVES = 8;
const TOTAL = STRETCHES * TITLES * (STRETCH.shelf + STRETCH.collection + STRETCH.heart) + EXTRA_SHELF_MOVES;

const launch = (userDataDir: string) =>
  chromium.launchPersistentContext(userDataDir, {
    ...devices['Desktop Chrome'],
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
  });

const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());
const stacksPanel = (page: Page) => page.getByRole('region', { name: 'Your Stacks' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
const heart = (page: Page) => page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: 'Much Love' });

async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Opens a title page and waits until its own panels have rendered (from the network or, offline, local data). */
async function openTitle(page: Page, title: ApiTitle) {
  await page.goto(`/title/${title.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible({ timeout: 20_000 });
  await expect(heart(page)).toBeEnabled();
  await expect(stacksPanel(page).getByRole('button', { name: 'Add to Shelf / Collection' })).toBeVisible();
}

async function openDrawer(page: Page, collection: string) {
  await stacksPanel(page).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
  const panel = drawer(page);
  await expect(panel.getByText('For 1 title')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${collection}`) })).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Favorites' })).toBeEnabled();
  return panel;
}

/**
 * One stretch of changes on one title, made in the UI: shelf moves (each to a shelf other than the one shown),
 * collection toggles and heart clicks. Each click is one change; the expected end state follows the last of each.
 * Every change shows at once (optimistic), so the next one starts from what the screen shows.
 */
async function changeTitle(page: Page, title: ApiTitle, collection: string, stretch: Stretch, expected: Expected, step: { n: number }) {
  await openTitle(page, title);
  const panel = await openDrawer(page, collection);
  for (let i = 0; i < stretch.shelf; i++) {
    const radios = SHELVES.map(([label]) => panel.getByRole('radio', { name: label, exact: true }));
    const shown = await Promise.all(radios.map((radio) => radio.isChecked()));
    // Walk the shelves: the next one after the shown one (Clear included), never the one already chosen.
    const current = shown.indexOf(true);
    const next = (current + 1 + (step.n % 2)) % SHELVES.length;
    const target = next === current ? (next + 1) % SHELVES.length : next;
    await radios[target]!.check();
    await expect(radios[target]!).toBeChecked();
    await expect(panel.getByRole('group', { name: 'Shelf' })).toHaveAttribute('aria-busy', 'false');
    expected.shelf = SHELVES[target]![1];
    step.n++;
    if (step.n === 1) {
      // The first change made offline is marked pending where the title shows its shelf.
      await expect(stacksPanel(page).getByRole('status').filter({ hasText: 'Pending' })).toBeVisible();
    }
  }
  const box = panel.getByRole('checkbox', { name: new RegExp(`^${collection}`) });
  for (let i = 0; i < stretch.collection; i++) {
    const member = await box.isChecked();
    await box.click();
    await expect(box).toBeChecked({ checked: !member });
    // The drawer takes the next change once this one has settled.
    await expect(panel.getByRole('group', { name: 'Collections' })).toHaveAttribute('aria-busy', 'false');
    await expect(box).toBeChecked({ checked: !member });
    expected.inCollection = !member;
    step.n++;
  }
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  for (let i = 0; i < stretch.heart; i++) {
    const filled = (await heart(page).getAttribute('aria-pressed')) === 'true';
    await heart(page).click();
    if (filled) await page.getByRole('alertdialog', { name: 'Do you want to delete the review?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', filled ? 'false' : 'true');
    await expect(heart(page)).toBeEnabled();
    expected.reviewed = !filled;
    step.n++;
  }
}

async function stretchOfChanges(
  page: Page,
  titles: ApiTitle[],
  collection: string,
  expected: Map<string, Expected>,
  step: { n: number },
  last = false,
) {
  for (const [i, title] of titles.entries()) {
    const extra = last && i === titles.length - 1 ? EXTRA_SHELF_MOVES : 0;
    await changeTitle(page, title, collection, { ...STRETCH, shelf: STRETCH.shelf + extra }, expected.get(title.sku)!, step);
  }
}

test('offline: 200 changes across reloads and a browser restart reach the server once each, in order', async () => {
  test.setTimeout(600_000);
  expect(TOTAL).toBe(200);
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'offline-changes-'));
  let context = await launch(userDataDir);
  try {
    let page = await firstPage(context);

    // Online: a fresh user, a collection, and one visit of each title page and its drawer (so they open offline).
    const user = newUser('offline-changes');
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('ion-app')).toHaveClass(/hydrated/);
    const signUp = await openFromHeader(page, 'Sign Up');
    await fillSignUp(signUp, user);
    await passRobotCheck(signUp);
    await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectSignedIn(page);

    const { products } = await getJson<{ products: ApiTitle[] }>(context, '/api/v1/filters/0/titles?pageSize=20');
    const titles = products.slice(0, TITLES);
    const collection = `Offline picks ${Date.now().toString(36)}`;
    const created = await context.request.put('/api/v1/me/collections', {
      data: { type: 2, name: encodeURIComponent(collection), products: [] },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);
    const catalogId = ((await created.json()) as { catalogID: number }).catalogID;

    for (const title of titles) {
      await openTitle(page, title);
      await expect(stacksPanel(page).getByText('Not on a shelf')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your Review' }).getByText('You have not reviewed this title yet.')).toBeVisible();
      await openDrawer(page, collection);
      await page.keyboard.press('Escape');
    }

    const shelvesOf = async () => {
      const items = await getJson<Array<{ sku: string; shelf: string }>>(context, '/api/v1/me/shelves');
      return titles.map((t) => items.filter((i) => i.sku === t.sku).map((i) => i.shelf));
    };
    const expected = new Map(titles.map((t) => [t.sku, { shelf: null, inCollection: false, reviewed: false } as Expected]));
    const step = { n: 0 };

    // Offline from here until every change is made.
    await setOffline(context, true);
    await stretchOfChanges(page, titles, collection, expected, step);

    await page.reload();
    // After the reload the screen still shows the changes that wait: each title's shelf and review as left offline.
    for (const title of titles) {
      await openTitle(page, title);
      await expect(stacksPanel(page).getByText(new RegExp(`^${shelfLabel(expected.get(title.sku)!.shelf)}`))).toBeVisible();
      await expect(heart(page)).toHaveAttribute('aria-pressed', String(expected.get(title.sku)!.reviewed));
    }
    await stretchOfChanges(page, titles, collection, expected, step);

    // Nothing reached the server while offline (the test's own API requests are not cut off). Checked before the
    // restart: a restarted browser's service worker may start, and replay, before the test can take it offline again.
    expect(await shelvesOf()).toEqual(titles.map(() => []));
    await expect(pendingButton(page)).toBeVisible();

    // Close the browser and start it again on the same profile, still offline.
    await context.close();
    context = await launch(userDataDir);
    await setOffline(context, true);
    page = await firstPage(context);
    await stretchOfChanges(page, titles, collection, expected, step);

    await page.reload();
    await stretchOfChanges(page, titles, collection, expected, step, true);
    expect(step.n).toBe(TOTAL);

    // Online again: the outbox replays; once it is empty (no pending badge), the server holds the final state.
    await setOffline(context, false);
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 120_000 });
    const want = titles.map((t) => expected.get(t.sku)!);
    expect(await shelvesOf()).toEqual(want.map((e) => (e.shelf ? [e.shelf] : [])));

    const catalog = await getJson<{ titleCount: number; products: Array<{ sku: string }> }>(context, `/api/v1/catalogs/${catalogId}`);
    const inside = catalog.products.map((p) => p.sku);
    expect(new Set(inside).size).toBe(inside.length);
    expect(inside.sort()).toEqual(
      titles
        .filter((t) => expected.get(t.sku)!.inCollection)
        .map((t) => t.sku)
        .sort(),
    );
    expect(catalog.titleCount).toBe(inside.length);

    const reviews = await getJson<Array<{ sku: string; rating: number | null; text: string }>>(context, '/api/v1/me/reviews');
    expect(reviews.map((r) => r.sku).sort()).toEqual(
      titles
        .filter((t) => expected.get(t.sku)!.reviewed)
        .map((t) => t.sku)
        .sort(),
    );
    for (const review of reviews) expect(review).toMatchObject({ rating: 9, text: '' });

    // Each title's shelf appears once on the server; the pending marks are gone once everything is sent.
    const items = await getJson<Array<{ sku: string }>>(context, '/api/v1/me/shelves');
    expect(items.length).toBe(new Set(items.map((i) => i.sku)).size);
    await openTitle(page, titles[0]!);
    await expect(page.getByRole('status').filter({ hasText: 'Pending' })).toHaveCount(0, { timeout: 30_000 });
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
