/**
 * The title page's Conversations panel and the @ title link (issue 19), signed in as the demo account on a desktop
 * window: the panel lists the title's conversation in a community (who started it, their organization, the most recent
 * comment, the count) and opens the conversation drawer; a member starts a thread from the panel (sent once through the
 * outbox); a visitor gets the account prompt; in the editor, @ and a title's name offer titles (a combobox), Enter
 * inserts `[Name](/title/{sku})`, and the sent comment shows it as a link to the title page; offline, the list says
 * the search needs the network.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { DEMO, expectPending, getJson, logInApi, someTitles } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const FORUM = 'Independent Booksellers Forum';
const origin = { origin: BASE_URL };

interface Thread {
  communityId: number;
  commentCount: number;
}

async function forumId(page: Page): Promise<number> {
  const mine = await getJson<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  const forum = mine.find((c) => c.name === FORUM);
  expect(forum, `the demo account is in ${FORUM}`).toBeTruthy();
  return forum!.id;
}

/** Titles nobody talks about yet in the demo account's communities (each test takes its own). */
let quiet: string[] | null = null;
async function quietTitle(page: Page): Promise<{ sku: string; name: string }> {
  if (!quiet) {
    quiet = [];
    for (const sku of await someTitles(page.request, 40)) {
      const { threads } = await getJson<{ threads: Thread[] }>(page, `/api/v1/conversations/title/${sku}`);
      if (!threads.length) quiet.push(sku);
    }
  }
  const sku = quiet.shift();
  expect(sku, 'a title without conversations').toBeTruthy();
  const { name } = await getJson<{ name: string }>(page, `/api/products/${sku}`);
  return { sku: sku!, name };
}

const starters = async (page: Page, sku: string, communityId: number) =>
  (await getJson<{ comments: Array<{ text: string }> }>(page, `/api/v1/conversations/comments/title/${sku}?communityId=${communityId}&pageSize=60`))
    .comments;

const panelOf = (page: Page) => page.getByTestId('title-conversations');

/** Opens Start a conversation in the panel and picks the forum when the account has several communities. */
async function startThread(page: Page, name: string) {
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Start a conversation' }).click();
  const box = panel.getByRole('combobox', { name: `Your thought about ${name}` });
  await expect(box).toBeVisible(); // the account's communities are known
  const community = panel.getByLabel('Community');
  if (await community.count()) await community.selectOption({ label: FORUM });
  return box;
}

test.describe('signed in', () => {
  test.beforeEach(({ page }) => logInApi(page.request, DEMO));

  test('the panel shows the title’s conversation in a community, and a row opens the conversation drawer', async ({ page }) => {
    const communityId = await forumId(page);
    const { sku, name } = await quietTitle(page);
    const me = await getJson<{ userAvatar: { displayName: string }; user: { orgName: string } }>(page, '/api/v1/me/user');
    // A link to a sku that is no valid ISBN, and markup: both stay plain text.
    const words = `Panel thought ${Date.now().toString(36)}`;
    const text = `${words} [Fake](/title/9780306406158) <b>bold</b>`;
    const res = await page.request.post('/api/v1/conversations/comments', {
      data: { text, parentCommentId: 0, communityId, conversationType: 'title', conversationId: sku },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto(`/title/${sku}`);
    const row = panelOf(page).getByTestId('title-conversation').filter({ hasText: FORUM });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Started by ${me.userAvatar.displayName}`);
    if (me.user.orgName) await expect(row).toContainText(me.user.orgName);
    await expect(row).toContainText(`${me.userAvatar.displayName}: ${words} Fake <b>bold</b>`);
    await expect(row).toContainText('1 comment');
    await row.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    const starter = drawer.locator('.conv-comment.is-starter').filter({ hasText: words });
    await expect(starter.locator('.conv-text')).toHaveText(text);
    await expect(starter.getByRole('link')).toHaveCount(0);
    await expect(starter.locator('b')).toHaveCount(0);
    // Opening it marks it read, in the panel too.
    await expect(row).toContainText('Read');
  });

  test('a member starts a thread from the title page: shown at once, sent once', async ({ page }) => {
    const communityId = await forumId(page);
    const { sku, name } = await quietTitle(page);
    await page.goto(`/title/${sku}`);
    await expect(panelOf(page).getByText('No conversations about this title in your communities yet.')).toBeVisible();
    const box = await startThread(page, name);
    const send = panelOf(page).getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    const text = `Started on the title page ${Date.now().toString(36)}`;
    await box.fill(text);
    await send.click();
    const row = panelOf(page).getByTestId('title-conversation').filter({ hasText: FORUM });
    await expect(row).toContainText(text);
    await expect.poll(async () => (await starters(page, sku, communityId)).filter((c) => c.text === text).length).toBe(1);
    await page.reload();
    await expect(panelOf(page).getByTestId('title-conversation').filter({ hasText: text })).toBeVisible();
    expect((await starters(page, sku, communityId)).filter((c) => c.text === text)).toHaveLength(1);
  });

  test('@ and a title’s name offer titles; Enter inserts a link that opens the title page', async ({ page, context }) => {
    const communityId = await forumId(page);
    const { sku, name } = await quietTitle(page);
    // What the autocomplete will offer first for the target's name.
    const target = (await quietTitle(page)).name;
    const typed = target.slice(0, Math.min(target.length, 12));
    const hits = await getJson<Array<{ sku: string; name: string; product?: unknown; images?: unknown[] }>>(
      page,
      `/api/products/{}/search?${new URLSearchParams({ q: typed, attributes: 'product,images', limit: '8' }).toString()}`,
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.product, 'attributes=product answers the product').toBeTruthy();
    expect(hits[0]!.images, 'attributes=images answers the images').toBeTruthy();

    await page.goto(`/title/${sku}`);
    const box = await startThread(page, name);
    await box.fill('Compare with ');
    await box.pressSequentially(`@${typed}`);
    const list = panelOf(page).getByRole('listbox', { name: 'Titles to link' });
    const options = list.getByRole('option');
    await expect(options.first()).toHaveText(new RegExp(hits[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    if ((await options.count()) > 1) {
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
    }
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(list).toBeHidden();
    const link = `[${hits[0]!.name}](/title/${hits[0]!.sku})`;
    await expect(box).toHaveValue(`Compare with ${link} `);
    // Escape closes the list and leaves the text as typed.
    await box.pressSequentially('@zzqx');
    await expect(panelOf(page).getByText('No title matches “zzqx”.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill(`Compare with ${link} please`);
    await panelOf(page).getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await starters(page, sku, communityId)).some((c) => c.text === `Compare with ${link} please`)).toBe(true);

    const row = panelOf(page).getByTestId('title-conversation').filter({ hasText: FORUM });
    await expect(row).toContainText(`Compare with ${hits[0]!.name} please`);
    await row.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name });
    const titleLink = drawer.getByRole('link', { name: hits[0]!.name });
    await expect(titleLink).toHaveAttribute('href', `/title/${hits[0]!.sku}`);
    await titleLink.click();
    await expect(page).toHaveURL(new RegExp(`/title/${hits[0]!.sku}$`));
    await expect(page.getByRole('heading', { level: 1, name: hits[0]!.name })).toBeVisible();

    // Offline, the list says the search needs the network; the editor still takes text.
    const again = await startThread(page, hits[0]!.name);
    await setOffline(context, true);
    try {
      await again.pressSequentially('Later @Some');
      await expect(panelOf(page).getByText('Linking a title needs the network: you are offline.')).toBeVisible();
      await expect(again).toHaveValue('Later @Some');
    } finally {
      await setOffline(context, false);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(({ page }) => logInApi(page.request, DEMO));

  test('a title link in the bottom sheet opens the linked title page and the sheet goes', async ({ page }) => {
    const communityId = await forumId(page);
    const { sku, name } = await quietTitle(page);
    const target = await quietTitle(page);
    const res = await page.request.post('/api/v1/conversations/comments', {
      data: { text: `See [${target.name}](/title/${target.sku})`, parentCommentId: 0, communityId, conversationType: 'title', conversationId: sku },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/title/${sku}`);
    await panelOf(page).getByTestId('title-conversation').filter({ hasText: FORUM }).getByRole('button').click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(1);
    await sheet.getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/title/${target.sku}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.beforeEach(({ page }) => logInApi(page.request, DEMO));

  test('the panel reads offline once seen; a thread started offline shows pending, survives a reload and is sent once', async ({ page, context }) => {
    test.setTimeout(120_000);
    const communityId = await forumId(page);
    const { sku, name } = await quietTitle(page);
    const seen = `Seen online ${Date.now().toString(36)}`;
    const res = await page.request.post('/api/v1/conversations/comments', {
      data: { text: seen, parentCommentId: 0, communityId, conversationType: 'title', conversationId: sku },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await waitForScreensCached(page);
    await page.goto(`/title/${sku}`);
    const rows = panelOf(page).getByTestId('title-conversation');
    await expect(rows.filter({ hasText: seen })).toBeVisible();
    await expect(panelOf(page).getByRole('button', { name: 'Start a conversation' })).toBeVisible();

    await setOffline(context, true);
    const text = `Started offline ${Date.now().toString(36)}`;
    try {
      await page.reload();
      await expect(rows.filter({ hasText: seen })).toBeVisible();
      const box = await startThread(page, name);
      await box.fill(text);
      await panelOf(page).getByRole('button', { name: 'Send' }).click();
      const row = rows.filter({ hasText: FORUM });
      await expect(row).toContainText(text);
      await expect(row.getByText('Pending')).toBeVisible();
      await expectPending(page, 1);
      await page.reload();
      await expect(rows.filter({ hasText: text })).toBeVisible();
      await expect(rows.filter({ hasText: text }).getByText('Pending')).toBeVisible();
      expect((await starters(page, sku, communityId)).filter((c) => c.text === text)).toHaveLength(0);
    } finally {
      await setOffline(context, false);
    }
    await expectPending(page, 0);
    await expect.poll(async () => (await starters(page, sku, communityId)).filter((c) => c.text === text).length).toBe(1);
    await page.reload();
    await expect(rows.filter({ hasText: text })).toBeVisible();
    expect((await starters(page, sku, communityId)).filter((c) => c.text === text)).toHaveLength(1);
  });
});

test('a visitor sees the panel and gets the account prompt to start a conversation', async ({ page }) => {
  const [sku] = await someTitles(page.request, 1);
  await page.goto(`/title/${sku}`);
  await panelOf(page).getByRole('button', { name: 'Start a conversation' }).click();
  await expect(page.getByText('Sign up or log in to use this part of the app.')).toBeVisible();
});
