/**
 * Collaborative lists (issue 19, seed 3 §4, §7) on a phone, as the demo account: the list's creator files its titles
 * (File titles: Move up / Move down, Save) and the server has the new order once; a member is told a list is pinned the
 * first time they open it, and not again.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { DEMO, expectPending, getJson, logInApi, someTitles } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(({ page }) => logInApi(page.request, DEMO));

const FORUM = 'Independent Booksellers Forum';
const origin = { origin: BASE_URL };

async function forumId(page: Page): Promise<number> {
  const mine = await getJson<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  return mine.find((c) => c.name === FORUM)!.id;
}

/** A new list of the demo account's, sorted by sequence, with three titles; its id and titles (sku, name) in order. */
async function newList(page: Page, label: string) {
  const communityId = await forumId(page);
  const name = `${label} ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/collaborativeTitleList', { data: { name, communityId, sort: 'sequence' }, headers: origin });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const sku of await someTitles(page.request, 3)) {
    const added = await page.request.post(`/api/v1/collaborativeTitleLists/${id}/items/add`, { data: [{ listId: id, sku }], headers: origin });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const order = async () => {
    const answer = await getJson<{ items: Array<{ sku: string }>; products: Array<{ sku: string; name: string }> }>(
      page,
      `/api/v1/collaborativeTitleLists/0/${id}/items/?sort=sequence&order=asc&pageSize=100`,
    );
    const names = new Map(answer.products.map((p) => [p.sku, p.name]));
    return answer.items.map((item) => names.get(item.sku)!);
  };
  return { id, name, order };
}

test("the list's creator files its titles: Move up and Save, shown at once, the server's order once; offline it waits as pending", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const list = await newList(page, 'Filing');
  const before = await list.order();
  expect(before).toHaveLength(3);
  await page.goto(`/list/${list.id}`);
  await expect(page.getByRole('heading', { name: list.name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'File titles' }).click();
  let sheet = page.getByRole('dialog', { name: `File the titles of ${list.name}` });
  await expect(sheet.locator('.list-filing-name')).toHaveText(before);
  await expect(sheet.getByRole('button', { name: 'Save filing' })).toBeDisabled();
  await sheet.getByRole('button', { name: `Move ${before[2]} up` }).click();
  await sheet.getByRole('button', { name: `Move ${before[2]} up` }).click();
  const filed = [before[2]!, before[0]!, before[1]!];
  await expect(sheet.locator('.list-filing-name')).toHaveText(filed);
  await sheet.getByRole('button', { name: 'Save filing' }).click();
  await expect(page.locator('.app-toasts').getByText(`The titles of ${list.name} have been filed`)).toBeVisible();
  await expect.poll(list.order).toEqual(filed);

  // Offline: filed again, shown at once and pending; sent once back online.
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await setOffline(context, true);
  const refiled = [filed[1]!, filed[0]!, filed[2]!];
  try {
    await page.getByRole('button', { name: 'File titles' }).click();
    sheet = page.getByRole('dialog', { name: `File the titles of ${list.name}` });
    await expect(sheet.locator('.list-filing-name')).toHaveText(filed);
    await sheet.getByRole('button', { name: `Move ${filed[0]} down` }).click();
    await sheet.getByRole('button', { name: 'Save filing' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.locator('.lists-actions').getByText('Pending')).toBeVisible();
    await expectPending(page, 1);
    await page.getByRole('button', { name: 'File titles' }).click();
    await expect(page.getByRole('dialog', { name: `File the titles of ${list.name}` }).locator('.list-filing-name')).toHaveText(refiled);
    await page
      .getByRole('dialog', { name: `File the titles of ${list.name}` })
      .getByRole('button', { name: 'Cancel' })
      .click();
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await expect.poll(list.order).toEqual(refiled);
});

test('a list is announced as pinned the first time it is opened, and not again', async ({ page }) => {
  test.setTimeout(60_000);
  const list = await newList(page, 'Pinned');
  const other = await newList(page, 'Pinned other');
  const notice = page.getByTestId('pinned-list-notice');
  await page.goto(`/list/${list.id}`);
  await expect(page.getByRole('heading', { name: list.name, level: 1 })).toBeVisible();
  await expect(notice).toContainText(`${list.name} is pinned to the lists of ${FORUM}`);
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: list.name, level: 1 })).toBeVisible();
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  // Another list: its own first time.
  await page.goto(`/list/${other.id}`);
  await expect(notice).toContainText(`${other.name} is pinned`);
  // Shown once even when not dismissed.
  await page.reload();
  await expect(page.getByRole('heading', { name: other.name, level: 1 })).toBeVisible();
  await expect(page.locator('.tl-grid .tile-name').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});
