/**
 * The outbox (issue 6): changes made offline are queued by the service worker, replayed exactly once as the user
 * who made them, retried on 5xx, shown as conflicts on other 4xx; sign out asks before discarding them.
 * Failures are injected only at the network edge (offline for the pages and the worker, dropped connections, 500s).
 */
import { expect, test } from '@playwright/test';
import { setOffline } from './pwa.ts';
import { appHeader } from './shell.ts';
import {
  collections,
  collectionSkus,
  createCollection,
  expectPending,
  logInApi,
  openStacksDrawer,
  pendingButton,
  registerAccount,
  routeWorkerRequests,
  shelfOf,
  queueFavoriteOffline,
  someTitles,
} from './outbox.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('the same queue replayed twice (its answers lost on the way back): applied once, no duplicates', async ({ page, context }) => {
  const account = await registerAccount(page.request, 'twice');
  const [sku] = await someTitles(page.request, 1);
  const drawer = await openStacksDrawer(page, sku!);
  await queueFavoriteOffline(page, context, drawer);
  const name = `Twice ${unique()}`;
  await drawer.getByRole('button', { name: 'New Collection' }).click();
  const create = page.getByRole('dialog', { name: 'Create Collection' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expectPending(page, 2);
  // Nothing reached the server.
  expect(await shelfOf(page.request, sku!)).toBeNull();
  expect((await collections(page.request)).filter((c) => c.name === name)).toHaveLength(0);

  // Back online, the server applies the first replay of each change but its answer is dropped on the way back:
  // the outbox cannot know and replays the same queue again.
  const answers: Array<{ path: string; status: number; replayed: boolean }> = [];
  const dropped = new Set<string>();
  await routeWorkerRequests(context, /\/api\/v1\/me\/(shelves\/Favorites|collections)$/, async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    const path = new URL(route.request().url()).pathname;
    const response = await route.fetch();
    answers.push({ path, status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
    if (!dropped.has(path)) {
      dropped.add(path);
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  await setOffline(context, false);
  await expectPending(page, 0);

  expect(answers.filter((a) => a.path.endsWith('Favorites')).map((a) => [a.status, a.replayed])).toEqual([
    [200, false],
    [200, true],
  ]);
  expect(answers.filter((a) => a.path.endsWith('collections')).map((a) => [a.status, a.replayed])).toEqual([
    [201, false],
    [201, true],
  ]);
  expect(await shelfOf(page.request, sku!)).toBe('Favorites');
  expect((await collections(page.request)).filter((c) => c.name === name)).toHaveLength(1);
  expect(account.id).toBeGreaterThan(0);
});

test("queued as A, sign out (refused, then accepted) and log in as B: nothing of A's is applied as B", async ({ page, context }) => {
  const a = await registerAccount(page.request, 'user-a');
  const [sku, other] = await someTitles(page.request, 2);
  let drawer = await openStacksDrawer(page, sku!);
  await queueFavoriteOffline(page, context, drawer);

  // Online again but A's replays never get through (dropped connections): the change stays pending.
  await routeWorkerRequests(context, '**/api/v1/me/shelves/**', (route) => route.abort('connectionreset'));
  await setOffline(context, false);
  await page.keyboard.press('Escape');
  await expectPending(page, 1);

  // Sign Out asks first; Cancel keeps the change and the session.
  const question = page.getByRole('alertdialog', { name: 'You have 1 change that has not been sent yet. Signing out discards it. Sign out anyway?' });
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(appHeader(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.reload();
  await expectPending(page, 1);

  // Accepted: A's outbox is cleared, then the usual sign out.
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await question.getByRole('button', { name: 'Sign Out' }).click();
  await expect(appHeader(page).getByRole('button', { name: 'Log In', exact: true })).toBeVisible({ timeout: 15_000 });

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const b = await registerAccount(page.request, 'user-b');
  await page.reload();
  await expect(appHeader(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expectPending(page, 0);
  // B makes a change of its own: it goes through at once, and A's never does.
  drawer = await openStacksDrawer(page, other!);
  await drawer.getByRole('radio', { name: 'Currently Reading' }).click();
  await expect.poll(() => shelfOf(page.request, other!)).toBe('CurrentlyReading');
  await page.waitForTimeout(1500);
  expect(await shelfOf(page.request, sku!)).toBeNull();
  await logInApi(page.request, a);
  expect(await shelfOf(page.request, sku!)).toBeNull();
  expect(b.id).not.toBe(a.id);
});

test('a queued change waits while another user is signed in, and is applied once its own user is back', async ({ page, context }) => {
  const a = await registerAccount(page.request, 'bound-a');
  const [sku] = await someTitles(page.request, 1);
  const drawer = await openStacksDrawer(page, sku!);
  await queueFavoriteOffline(page, context, drawer);

  // Meanwhile B signs in on this browser (another tab): the cookie is B's; the page still shows A.
  const b = await registerAccount(page.request, 'bound-b');
  await setOffline(context, false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(2000);
  expect(await shelfOf(page.request, sku!)).toBeNull();

  await expectPending(page, 1);
  await logInApi(page.request, a);
  await page.reload();
  // App start replays it, as A.
  await expect.poll(() => shelfOf(page.request, sku!), { timeout: 20_000 }).toBe('Favorites');
  await expectPending(page, 0);
  await logInApi(page.request, b);
  expect(await shelfOf(page.request, sku!)).toBeNull();
});

test('the server answers 500 for a while: the change is retried and applied later', async ({ page, context }) => {
  await registerAccount(page.request, 'fivehundred');
  const [sku] = await someTitles(page.request, 1);
  const drawer = await openStacksDrawer(page, sku!);
  let failures = 0;
  await routeWorkerRequests(context, '**/api/v1/me/shelves/Favorites', async (route) => {
    if (failures < 3) {
      failures += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"down","errors":[]}',
      });
    }
    return route.fallback();
  });
  // Online: the first send meets a 500, so the change is queued and retried with backoff.
  await drawer.getByRole('radio', { name: 'Favorites' }).click();
  await expectPending(page, 1);
  expect(await shelfOf(page.request, sku!)).toBeNull();
  await page.keyboard.press('Escape');
  await pendingButton(page).click();
  const list = page.getByRole('dialog', { name: 'Pending changes' });
  await expect(list.getByRole('listitem', { name: /^Move .+ to Favorites$/ })).toContainText(/Waiting to be sent/);
  await expect.poll(() => failures, { timeout: 20_000 }).toBe(3);
  await expect(list.getByRole('listitem')).toHaveCount(0, { timeout: 20_000 });
  await expect(list.getByText('No changes are waiting to be sent.')).toBeVisible();
  await expectPending(page, 0);
  expect(await shelfOf(page.request, sku!)).toBe('Favorites');
});

test('a 4xx on replay is a conflict the user sees: Retry and Discard both work', async ({ page, context }) => {
  await registerAccount(page.request, 'conflict');
  const [sku] = await someTitles(page.request, 1);
  const keep = await createCollection(page.request, `Keep ${unique()}`, [sku!]);
  const drop = await createCollection(page.request, `Drop ${unique()}`, [sku!]);
  const drawer = await openStacksDrawer(page, sku!);
  const boxes = drawer.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await expect(box).toBeChecked();

  // Offline, the title is taken out of both collections; meanwhile another device already took it out.
  await setOffline(context, true);
  await boxes.nth(0).uncheck();
  await expectPending(page, 1);
  await expect(boxes.nth(0)).not.toBeChecked();
  await boxes.nth(1).uncheck();
  await expectPending(page, 2);
  await expect(boxes.nth(1)).not.toBeChecked();
  for (const id of [keep, drop]) {
    const res = await page.request.delete(`/api/v1/me/collections/${id}/${sku}`, { headers: { origin: new URL(page.url()).origin } });
    expect(res.status()).toBe(200);
  }
  await setOffline(context, false);
  await page.keyboard.press('Escape');

  await pendingButton(page).click();
  const list = page.getByRole('dialog', { name: 'Pending changes' });
  const items = list.getByRole('listitem', { name: /^Remove .+ from a collection$/ });
  await expect(items.filter({ hasText: 'Not accepted' })).toHaveCount(2, { timeout: 20_000 });
  await expect(items.first()).toContainText(`title ${sku} is not in collection`);
  // The conflicts wait for the user: they stay pending.
  await expectPending(page, 2);

  // The title is back in both collections (the other device again): Retry sends one change again and it applies.
  for (const id of [keep, drop]) {
    const res = await page.request.post(`/api/v1/me/collections/${id}`, { data: [sku], headers: { origin: new URL(page.url()).origin } });
    expect(res.ok()).toBe(true);
  }
  const keepItem = items.filter({ hasText: `collection ${keep}` });
  const dropItem = items.filter({ hasText: `collection ${drop}` });
  await keepItem.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(keepItem).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => collectionSkus(page.request, keep)).toEqual([]);

  // Discard drops the other one unsent.
  await dropItem.getByRole('button', { name: 'Discard' }).click();
  await expect(items).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expectPending(page, 0);
  await page.reload();
  await expectPending(page, 0);
  expect(await collectionSkus(page.request, drop)).toEqual([sku]);
});
