/**
 * Issue 6, reads: after one online visit, Your Books, a title list and three title pages render offline from local
 * data (the service worker's API cache, else Dexie) and say they show offline data and how old it is.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

interface Named {
  sku: string;
  name: string;
}

const OFFLINE_NOTICE = /^You are offline\. Showing what you saw \d+ (seconds?|minutes?) ago\.$/;
const notice = (page: Page) => page.locator('.offline-notice');
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tileNames = (page: Page) => page.locator('.tl-grid .tile-name');

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The skus of the titles seen that Dexie holds (empty until the app made its database). */
function storedTitleSkus(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'booktrade')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('booktrade');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('titlePacks')) {
          db.close();
          resolve([]);
          return;
        }
        // The titles seen are kept in packs (lib/offline/db.ts, StoredTitlePack), each with its skus.
        const packs = db.transaction('titlePacks').objectStore('titlePacks').getAll();
        packs.onsuccess = () => {
          db.close();
          resolve([...new Set((packs.result as Array<{ skus: string[] }>).flatMap((pack) => pack.skus))]);
        };
      };
    });
  });
}

test('Your Books, a title list and three title pages render offline from local data with the offline notice', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
  const shelves = await getJson<{ product: Named }[]>(page, '/api/v1/me/shelves');
  const reviews = await getJson<{ product: Named }[]>(page, '/api/v1/me/reviews');
  const titles = (await getJson<{ products: Named[] }>(page, '/api/v1/filters/0/titles?page=2&pageSize=3&sort=author&order=asc')).products;
  expect(shelves.length).toBeGreaterThan(0);
  expect(reviews.length).toBeGreaterThan(0);
  expect(titles).toHaveLength(3);

  // Online: one visit of each screen; the notice does not show.
  await page.goto('/yourbooks');
  await waitForServiceWorkerControl(page);
  await page.reload();
  const yourBooksShown = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your Books' })).toBeVisible();
    await expect(
      panel(page, 'Your Shelves')
        .getByRole('link', { name: new RegExp(shelves[0]!.product.name) })
        .first(),
    ).toBeVisible();
    await expect(
      panel(page, 'Your Reviews')
        .getByRole('link', { name: new RegExp(reviews[0]!.product.name) })
        .first(),
    ).toBeVisible();
  };
  await yourBooksShown();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(async () => (await storedTitleSkus(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);

  await page.goto('/search');
  await expect(tileNames(page).first()).toBeVisible();
  const listNames = await tileNames(page).allTextContents();
  expect(listNames.length).toBeGreaterThan(0);
  await expect.poll(async () => (await storedTitleSkus(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(listNames.length);

  for (const title of titles) {
    await page.goto(`/title/${title.sku}`);
    await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    // The answers are written through to Dexie once the page is idle (a visit lasts that long).
    await expect.poll(() => storedTitleSkus(page), { timeout: 15_000 }).toContain(title.sku);
  }

  const visitAllOffline = async () => {
    await page.goto('/yourbooks');
    await yourBooksShown();
    await expect(notice(page)).toHaveText(OFFLINE_NOTICE);

    await page.goto('/search');
    await expect(tileNames(page)).toHaveText(listNames);
    await expect(notice(page)).toHaveText(OFFLINE_NOTICE);

    for (const title of titles) {
      await page.goto(`/title/${title.sku}`);
      await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
      await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
    }
  };

  await setOffline(context, true);
  try {
    // Offline reloads: the service worker's API cache and Dexie answer.
    await page.reload();
    await visitAllOffline();
    // Without the service worker's API cache, Dexie alone answers every read.
    await page.evaluate(() => caches.delete('api-v1'));
    await visitAllOffline();
  } finally {
    await setOffline(context, false);
  }

  // Online again: a reload answers from the network and the notice goes away.
  await page.goto('/yourbooks');
  await yourBooksShown();
  await expect(notice(page)).toHaveCount(0);
});
