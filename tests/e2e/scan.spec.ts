/**
 * Scan an ISBN at the fair (issue 21 §2): the header's Scan button, typing an ISBN (no camera in the test browser),
 * the "scanned at the fair" list and continuous mode onto a shelf or a collaborative list (the camera: scan-camera.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { pendingButton } from './outbox.ts';
import { setOffline } from './pwa.ts';
import { demoTitles, openScanner, scanContinuously, signIn, type ApiTitle } from './scan.ts';
import { OFFLINE_DB_NAME } from '../../src/client/lib/offline/dbName.ts';

/** An ISBN-13 with a correct check digit that no demo title has (checked against the API in the tests). */
const UNKNOWN_ISBN = '9780306406157';

test.describe('typed ISBNs (no camera)', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('a demo title typed as a hyphenated ISBN opens its title page', async ({ page }) => {
    // The demo titles' skus are ISBN-13s (979-8…).
    const [title] = await demoTitles(page, 1);
    await page.goto('/yourbooks');
    const sheet = await openScanner(page);
    // The test browser has no camera: the sheet says so and offers typing.
    await expect(sheet.getByText('No camera is available here: type the ISBN instead.')).toBeVisible();
    const sku = title!.sku;
    await sheet
      .getByLabel('ISBN (10 or 13 digits)')
      .fill(`${sku.slice(0, 3)}-${sku.slice(3, 4)}-${sku.slice(4, 9)}-${sku.slice(9, 12)}-${sku.slice(12)}`);
    await sheet.getByRole('button', { name: 'Look up', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/title/${title!.sku}$`));
    await expect(page.getByRole('heading', { level: 1, name: title!.name })).toBeVisible();
    await expect(sheet).toHaveCount(0);
  });

  test('a wrong check digit is refused; an unknown valid ISBN goes to the scanned-at-the-fair list', async ({ page }) => {
    expect((await page.request.get(`/api/products/${UNKNOWN_ISBN}`)).status()).toBe(404);
    await page.goto('/yourbooks');
    const sheet = await openScanner(page);
    const field = sheet.getByLabel('ISBN (10 or 13 digits)');
    await field.fill('978-0-306-40615-8');
    await sheet.getByRole('button', { name: 'Look up', exact: true }).click();
    await expect(sheet.getByRole('alert')).toHaveText('This is not a valid ISBN: check the digits (the last one is a check digit).');
    await expect(page).toHaveURL(/\/yourbooks$/);

    await field.fill(UNKNOWN_ISBN);
    await sheet.getByRole('button', { name: 'Look up', exact: true }).click();
    await expect(sheet.getByRole('status')).toHaveText(`${UNKNOWN_ISBN} is not in the catalogue. It is kept in Scanned at the fair below.`);
    const list = sheet.getByRole('region', { name: /^Scanned at the fair/ });
    await expect(list.locator(`li[data-isbn="${UNKNOWN_ISBN}"]`)).toBeVisible();

    // Kept on the device: still listed after a reload, and removable.
    await page.reload();
    const again = await openScanner(page);
    const entry = again.locator(`li[data-isbn="${UNKNOWN_ISBN}"]`);
    await expect(entry).toBeVisible();
    await again.getByRole('button', { name: `Remove ${UNKNOWN_ISBN}` }).click();
    await expect(entry).toHaveCount(0);
  });

  test('continuous mode puts each scanned title on the chosen shelf once', async ({ page }) => {
    const onShelves = new Set(((await (await page.request.get('/api/v1/me/shelves')).json()) as ApiTitle[]).map((item) => item.sku));
    const [a, b] = (await demoTitles(page, 60)).filter((t) => !onShelves.has(t.sku));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/me/shelves/DidntFinish') posts.push(request.postData() ?? '');
    });
    await page.goto('/yourbooks');
    const sheet = await openScanner(page);
    const scan = await scanContinuously(sheet, 'Did Not Finish');
    await scan(a!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`Added ${a!.name} to Did Not Finish`);
    await scan(b!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`Added ${b!.name} to Did Not Finish`);
    await scan(a!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`${a!.sku} was already added in this run.`);
    await expect(sheet.getByText('2 titles added to Did Not Finish in this run')).toBeVisible();

    await expect
      .poll(async () => {
        const items = (await (await page.request.get('/api/v1/me/shelves')).json()) as Array<{ sku: string; shelf: string }>;
        return items.filter((item) => item.sku === a!.sku || item.sku === b!.sku).map((item) => item.shelf);
      })
      .toEqual(['DidntFinish', 'DidntFinish']);
    expect(posts).toHaveLength(2);
  });

  test("continuous mode adds each scanned title once to a community's collaborative list", async ({ page }) => {
    const lists = (await (await page.request.get('/api/v1/collaborativeTitleLists/0')).json()) as Array<{
      id: number;
      name: string;
      communityName: string;
      canAdd: boolean;
    }>;
    const list = lists.find((candidate) => candidate.canAdd)!;
    const itemsOf = async () =>
      (
        (await (await page.request.get(`/api/v1/collaborativeTitleLists/0/${list.id}/items/?sort=sequence&order=asc&pageSize=100`)).json()) as {
          items: Array<{ sku: string }>;
        }
      ).items.map((item) => item.sku);
    const before = new Set(await itemsOf());
    const [a, b] = (await demoTitles(page, 60)).filter((t) => !before.has(t.sku));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/collaborativeTitleLists/${list.id}/items/add`)
        posts.push(request.postData() ?? '');
    });
    await page.goto('/yourbooks');
    const sheet = await openScanner(page);
    const label = `${list.name} (${list.communityName})`;
    const scan = await scanContinuously(sheet, label);
    await scan(a!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`Added ${a!.name} to ${label}`);
    await scan(b!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`Added ${b!.name} to ${label}`);
    await scan(a!.sku);
    await expect(sheet.getByRole('status')).toHaveText(`${a!.sku} was already added in this run.`);
    await expect(sheet.getByText(`2 titles added to ${label} in this run`)).toBeVisible();
    await expect.poll(async () => (await itemsOf()).filter((sku) => sku === a!.sku || sku === b!.sku).sort()).toEqual([a!.sku, b!.sku].sort());
    expect(posts).toHaveLength(2);
  });

  test('offline, a title seen before is found on the device and its shelving waits until online', async ({ page, context }) => {
    const shelfOf = async (sku: string) =>
      ((await (await page.request.get('/api/v1/me/shelves')).json()) as Array<{ sku: string; shelf: string }>).find((item) => item.sku === sku)
        ?.shelf;
    await page.goto('/search');
    await expect(page.locator('.tl-grid > li')).toHaveCount(20);
    const seen = await demoTitles(page, 20);
    let title: ApiTitle | undefined;
    for (const candidate of seen) if ((await shelfOf(candidate.sku)) === undefined) title = candidate;
    expect(title).toBeTruthy();
    // The titles of the list are saved on the device (in an idle moment after they are shown).
    await expect
      .poll(
        () =>
          page.evaluate(
            ([name, sku]) =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open(name);
                // Not made here when missing (the app's Dexie makes it with its schema).
                open.onupgradeneeded = () => open.transaction?.abort();
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('titlePacks')) {
                    db.close();
                    return resolve(false);
                  }
                  const all = db.transaction('titlePacks').objectStore('titlePacks').getAll();
                  all.onsuccess = () => {
                    db.close();
                    resolve((all.result as Array<{ skus: string[] }>).some((pack) => pack.skus.includes(sku)));
                  };
                  all.onerror = () => resolve(false);
                };
                open.onerror = () => resolve(false);
              }),
            [OFFLINE_DB_NAME, title!.sku] as const,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    const sheet = await openScanner(page);
    await sheet.getByRole('radio', { name: 'Add each title to a shelf or list' }).check();
    await sheet.getByLabel('Add scanned titles to').selectOption({ label: 'Favorites' });
    await setOffline(context, true);
    const field = sheet.getByLabel('ISBN (10 or 13 digits)');
    await field.fill(title!.sku);
    await field.press('Enter');
    await expect(sheet.getByRole('status')).toHaveText(`Added ${title!.name} to Favorites`);
    // An ISBN the device knows nothing of is kept for later.
    await field.fill(UNKNOWN_ISBN);
    await field.press('Enter');
    await expect(sheet.getByRole('status')).toContainText(`You are offline and ${UNKNOWN_ISBN} is not among the titles saved on this device.`);
    await expect(sheet.locator(`li[data-isbn="${UNKNOWN_ISBN}"]`)).toBeVisible();
    expect(await shelfOf(title!.sku)).toBeUndefined();
    await expect(pendingButton(page)).toBeVisible();

    // Online again: the waiting change is sent.
    await setOffline(context, false);
    await expect.poll(() => shelfOf(title!.sku), { timeout: 60_000 }).toBe('Favorites');
  });
});
