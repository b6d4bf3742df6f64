/**
 * Issue 19, collaborative lists on a phone (390x844), signed in as the demo account (a member of the Independent
 * Booksellers Forum): a title's comments (add, edit, remove) and quantity (add, change) in its bottom sheet, an alert
 * of the list's notification settings turned on and off, each with the seed's text as a toast; offline, a comment
 * shows at once with the Pending mark and reaches the server once when back online.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, getJson as json, expectPending, logInApi } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(({ page }) => logInApi(page.request, DEMO));

const FORUM = 'Independent Booksellers Forum';
const LIST = 'Staff Picks for Spring';
const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });

interface Extras {
  comments: Array<{ id: number; sku: string; text: string }>;
  quantities: Array<{ sku: string; quantity: number; totalQuantity: number }>;
}

/** The id of Staff Picks for Spring, and its page opened with its first title's name. */
async function openList(page: Page): Promise<{ listId: number; name: string }> {
  const mine = await json<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  const forum = mine.find((c) => c.name === FORUM);
  expect(forum, `the demo account is in ${FORUM}`).toBeTruthy();
  const lists = await json<Array<{ id: number; name: string }>>(page, `/api/v1/collaborativeTitleLists/${forum!.id}`);
  const list = lists.find((l) => l.name === LIST);
  expect(list, LIST).toBeTruthy();
  await page.goto(`/list/${list!.id}`);
  await expect(page.getByRole('heading', { name: LIST, level: 1 })).toBeVisible();
  const name = (await page.locator('.tl-grid .tile-name').first().textContent())!.trim();
  return { listId: list!.id, name };
}

test("a title's comments and quantity, and the list's alerts, on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const { listId, name } = await openList(page);
  await page.getByRole('button', { name: `Comments (0) on ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `${name}: comments and quantities` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('No comments on this title yet.')).toBeVisible();

  // A comment: added, edited, removed (plain text: markup shows as typed).
  const text = `Great for the <b>front table</b> ${Date.now().toString(36)}`;
  await sheet.getByLabel('Your comment', { exact: true }).fill(text);
  await sheet.getByRole('button', { name: 'Add Comment' }).click();
  await expect(toast(page, 'Comment added!')).toBeVisible();
  const comment = sheet.getByTestId('list-comment');
  await expect(comment).toHaveCount(1);
  await expect(comment.locator('.list-comment-text')).toHaveText(text);
  await expect(comment.getByRole('button', { name: 'Edit' })).toBeVisible();
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByLabel('Edit your comment').fill(`${text} (edited)`);
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your Comment has been updated')).toBeVisible();
  await expect(comment.locator('.list-comment-text')).toHaveText(`${text} (edited)`);
  await comment.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Your Comment has been removed')).toBeVisible();
  await expect(sheet.getByTestId('list-comment')).toHaveCount(0);

  // A quantity: added, then changed; the total follows.
  await sheet.getByLabel('Your quantity').fill('3');
  await sheet.getByRole('button', { name: 'Add Quantity' }).click();
  await expect(toast(page, 'Quantity added!')).toBeVisible();
  await expect(sheet.getByTestId('quantity-total')).toHaveText('Yours: 3 · Everyone: 3');
  await sheet.getByLabel('Your quantity').fill('5');
  await sheet.getByRole('button', { name: 'Change Quantity' }).click();
  await expect(toast(page, 'Your Quantity has been updated')).toBeVisible();
  await expect(sheet.getByTestId('quantity-total')).toHaveText('Yours: 5 · Everyone: 5');
  const extras = await json<Extras>(page, `/api/v1/collaborativeTitleLists/${listId}/extras`);
  expect(extras.quantities.find((q) => q.totalQuantity === 5)?.quantity).toBe(5);
  expect(extras.comments).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);

  // Notification settings: a vertical list on a phone; an alert turned on, then off.
  await page.getByRole('button', { name: 'Notification settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Notification settings' });
  await expect(settings.locator('.list-alerts-list')).toBeVisible();
  await expect(settings.locator('table')).toHaveCount(0);
  const voted = settings.getByRole('switch', { name: 'Alert: Votes' });
  await expect(voted).not.toBeChecked();
  await expect(settings.getByLabel('Titles of the alert: Titles added or removed')).toHaveCount(0);
  await voted.click();
  await expect(toast(page, 'Alert added!')).toBeVisible();
  await expect(voted).toBeChecked();
  await expect(voted).toBeEnabled();
  let alerts = await json<Array<{ alertType: string; alertMethod: string; alertCandidate: string }>>(
    page,
    `/api/v1/collaborativeTitleLists/alerts/${listId}`,
  );
  expect(alerts).toEqual([expect.objectContaining({ alertType: 'voted', alertMethod: 'notification', alertCandidate: 'all' })]);
  await settings.getByLabel('Titles of the alert: Votes').selectOption('touched');
  await expect(toast(page, 'Alert updated!')).toBeVisible();
  await expect
    .poll(async () => (await json<Array<{ alertCandidate: string }>>(page, `/api/v1/collaborativeTitleLists/alerts/${listId}`))[0]?.alertCandidate)
    .toBe('touched');
  await voted.click();
  await expect(toast(page, 'Alert removed!')).toBeVisible();
  await expect(voted).not.toBeChecked();
  alerts = await json(page, `/api/v1/collaborativeTitleLists/alerts/${listId}`);
  expect(alerts).toEqual([]);
});

test('a comment made offline shows pending, survives a reload, and reaches the server once when back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { listId, name } = await openList(page);
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  const text = `Said offline ${Date.now().toString(36)}`;
  const count = async () =>
    (await json<Extras>(page, `/api/v1/collaborativeTitleLists/${listId}/extras`)).comments.filter((c) => c.text === text).length;
  await setOffline(context, true);
  try {
    await page.getByRole('button', { name: `Comments (0) on ${name}`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: `${name}: comments and quantities` });
    await sheet.getByLabel('Your comment', { exact: true }).fill(text);
    await sheet.getByRole('button', { name: 'Add Comment' }).click();
    const comment = sheet.getByTestId('list-comment').filter({ hasText: text });
    await expect(comment).toHaveCount(1);
    await expect(comment.getByText('Pending')).toBeVisible();
    // Not sent yet: it cannot be edited or removed.
    await expect(comment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectPending(page, 1);
    // Kept across a reload, still pending.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^Comments \\(\\d+\\) on ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
    const kept = page
      .getByRole('dialog', { name: `${name}: comments and quantities` })
      .getByTestId('list-comment')
      .filter({ hasText: text });
    await expect(kept).toHaveCount(1);
    await expect(kept.getByText('Pending')).toBeVisible();
    await expectPending(page, 1);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await expect.poll(count).toBe(1);
  // Shown once, the server's (no Pending mark; its author may edit it now).
  const comment = page.getByTestId('list-comment').filter({ hasText: text });
  await expect(comment).toHaveCount(1);
  await expect(comment.getByText('Pending')).toHaveCount(0);
  await expect(comment.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await count()).toBe(1);
});

test('add by ISBN: a summary of valid, already on the list and invalid ISBNs, then the valid ones are added', async ({ page }) => {
  const { listId } = await openList(page);
  const mine = await json<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  const forum = mine.find((c) => c.name === FORUM)!;
  const onList = await json<{ items: Array<{ sku: string }> }>(page, `/api/v1/collaborativeTitleLists/${forum.id}/${listId}/items/?pageSize=100`);
  const skus = new Set(onList.items.map((item) => item.sku));
  const href = await page.locator('.tl-grid .tile-link').first().getAttribute('href');
  const first = href!.split('/').pop()!;
  expect(skus.has(first)).toBe(true);
  const { products } = await json<{ products: Array<{ sku: string; name: string }> }>(page, '/api/v1/filters/0/titles?pageSize=60');
  const other = products.find((p) => !skus.has(p.sku))!;
  const hyphenated = `${other.sku.slice(0, 3)}-${other.sku.slice(3, 4)}-${other.sku.slice(4, 12)}-${other.sku.slice(12)}`;

  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const sheet = page.getByRole('dialog', { name: `Add titles to ${LIST} by ISBN` });
  await sheet.getByLabel(/^ISBNs/).fill(`${hyphenated}\n${first}, 12345`);
  await sheet.getByRole('button', { name: 'Check ISBNs' }).click();
  const summary = sheet.getByTestId('isbn-summary');
  await expect(summary.getByText('1 valid ISBN to add')).toBeVisible();
  await expect(summary.getByText('1 already on the list')).toBeVisible();
  await expect(summary.getByText('1 invalid', { exact: true })).toBeVisible();
  await summary.getByRole('button', { name: 'Add 1 title' }).click();
  await expect(toast(page, `Added 1 title to ${LIST}`)).toBeVisible();
  await expect(sheet).toHaveCount(0);
  const after = await json<{ items: Array<{ sku: string }> }>(page, `/api/v1/collaborativeTitleLists/${forum.id}/${listId}/items/?pageSize=100`);
  expect(after.items.map((item) => item.sku)).toContain(other.sku);
});

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the notification settings are a table: a row per alert kind, candidate offered for votes and comments only', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Notification settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Notification settings' });
    const table = settings.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('rowheader')).toHaveText(['Titles added or removed', 'Votes', 'Comments']);
    await expect(settings.getByRole('switch')).toHaveCount(3);
    await expect(settings.getByLabel(/^Titles of the alert/)).toHaveCount(2);
  });
});
