/**
 * Topics (issue 19, seed 3 §6, §7, §8) on a phone: starting a conversation on /conversations needs a theme and an
 * initial thought (seed 3 §8's two messages, or Cancel); one started offline shows pending, survives a reload and reaches
 * the server once; only its owner gets Rename. A thread started offline and a reply to it made offline both reach the
 * server once, in order, the reply in that thread.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { DEMO, expectPending, getJson, logInApi, registerAccount } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const FORUM = 'Independent Booksellers Forum';
const origin = { origin: BASE_URL };

interface Topic {
  id: number;
  name: string;
  communityId: number;
  ownerAppUserId: number;
}
interface Comment {
  id: number;
  text: string;
  parentCommentId: number;
}

async function forumId(page: Page): Promise<number> {
  const mine = await getJson<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  return mine.find((c) => c.name === FORUM)!.id;
}
const topicsNamed = async (page: Page, communityId: number, name: string) =>
  (await getJson<{ topics: Topic[] }>(page, `/api/v1/conversations/${communityId}`)).topics.filter((t) => t.name === name);
const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });

test('starting a conversation needs a theme and an initial thought; one started offline is pending, survives a reload and is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logInApi(page.request, DEMO);
  const communityId = await forumId(page);
  const name = `Fair window displays ${Date.now().toString(36)}`;
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conversation-row').first()).toBeVisible();

  // Both fields empty: both of the seed's messages; Cancel closes and starts nothing.
  await page.getByRole('button', { name: 'Start a conversation' }).click();
  let sheet = page.getByRole('dialog', { name: 'Start a conversation' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Start' }).click();
  await expect(sheet.getByText('Please enter a theme for this conversation or click Cancel.')).toBeVisible();
  await expect(sheet.getByText('Please enter an initial thought to kick-start the conversations.')).toBeVisible();
  await sheet.getByLabel('Theme').fill(name);
  await sheet.getByRole('button', { name: 'Start' }).click();
  await expect(sheet.getByText('Please enter a theme for this conversation or click Cancel.')).toBeHidden();
  await expect(sheet.getByText('Please enter an initial thought to kick-start the conversations.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  expect(await topicsNamed(page, communityId, name)).toHaveLength(0);

  await setOffline(context, true);
  try {
    await page.getByRole('button', { name: 'Start a conversation' }).click();
    sheet = page.getByRole('dialog', { name: 'Start a conversation' });
    await sheet.getByLabel('Community').selectOption({ label: FORUM });
    await sheet.getByLabel('Theme').fill(name);
    await sheet.getByLabel('Initial thought').fill('Show us your fair windows');
    await sheet.getByRole('button', { name: 'Start' }).click();
    await expect(sheet).toBeHidden();
    await expect(row(page, name)).toContainText('Show us your fair windows');
    await expect(row(page, name).getByText('Pending')).toBeVisible();
    await expectPending(page, 1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
    await expect(row(page, name).getByText('Pending')).toBeVisible();
    await expectPending(page, 1);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await expect.poll(async () => (await topicsNamed(page, communityId, name)).length).toBe(1);
  await expect(row(page, name).getByText('Pending')).toHaveCount(0);
  await page.reload();
  await expect(row(page, name)).toBeVisible();
  expect(await topicsNamed(page, communityId, name)).toHaveLength(1);
  // Its initial thought is its one thread.
  const [topic] = await topicsNamed(page, communityId, name);
  const starters = await getJson<{ comments: Comment[] }>(page, `/api/v1/conversations/comments/topic/${topic!.id}?communityId=${communityId}`);
  expect(starters.comments.map((c) => c.text)).toEqual(['Show us your fair windows']);
});

test("only a topic's owner may rename it: Rename on their row, none on another member's", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logInApi(page.request, DEMO);
  const communityId = await forumId(page);
  const name = `Rename me ${Date.now().toString(36)}`;
  const made = await page.request.post(`/api/v1/conversations/${communityId}/topics`, {
    data: { name, initialComment: 'A first thought' },
    headers: origin,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { topic } = (await made.json()) as { topic: Topic };

  // Another member of the forum sees the topic, without Rename.
  const other = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const otherPage = await other.newPage();
    await registerAccount(otherPage.request, 'topic-non-owner');
    const joined = await otherPage.request.put(`/api/v1/affiliations/me/${communityId}/user`, { headers: origin });
    expect(joined.ok(), await joined.text()).toBe(true);
    await otherPage.goto('/conversations');
    await expect(row(otherPage, name)).toBeVisible();
    await expect(row(otherPage, name).getByRole('button', { name: `Rename ${name}` })).toHaveCount(0);
    await expect(otherPage.getByRole('button', { name: /^Rename / })).toHaveCount(0);
  } finally {
    await other.close();
  }

  await page.goto('/conversations');
  await row(page, name)
    .getByRole('button', { name: `Rename ${name}` })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Rename the conversation' });
  await sheet.getByLabel('Theme').fill('');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('Please enter a theme for this conversation or click Cancel.')).toBeVisible();
  await sheet.getByLabel('Theme').fill(`${name} (renamed)`);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(row(page, `${name} (renamed)`)).toBeVisible();
  await expect.poll(async () => (await topicsNamed(page, communityId, `${name} (renamed)`)).map((t) => t.id)).toEqual([topic.id]);
});

test('a thread started offline and a reply to it made offline reach the server once, in order, the reply in that thread', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logInApi(page.request, DEMO);
  const communityId = await forumId(page);
  const name = `Offline thread ${Date.now().toString(36)}`;
  const made = await page.request.post(`/api/v1/conversations/${communityId}/topics`, {
    data: { name, initialComment: 'Opening thought' },
    headers: origin,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { topic } = (await made.json()) as { topic: Topic };
  const starters = async () =>
    (await getJson<{ comments: Comment[] }>(page, `/api/v1/conversations/comments/topic/${topic.id}?communityId=${communityId}&pageSize=60`))
      .comments;
  const replies = async (id: number) =>
    (await getJson<{ comments: Comment[] }>(page, `/api/v1/conversations/comments/thread/${id}?communityId=${communityId}&pageSize=60`)).comments;
  const me = await getJson<{ userAvatar: { displayName: string } }>(page, '/api/v1/me/user');

  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await page.goto('/conversations');
  await row(page, name).getByRole('button').first().click();
  let sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByText('Opening thought')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);

  await setOffline(context, true);
  try {
    await row(page, name).getByRole('button').first().click();
    sheet = page.getByRole('dialog', { name });
    await sheet.getByLabel('Share a new thought').fill('Started on the train');
    await sheet.getByRole('button', { name: 'Send' }).first().click();
    const starter = sheet.locator('.conv-comment.is-starter').filter({ hasText: 'Started on the train' });
    await expect(starter.getByText('Pending').first()).toBeVisible();
    await starter.locator(':scope > .conv-comment-actions').getByRole('button', { name: 'Reply' }).click();
    await sheet.getByLabel(`Reply to ${me.userAvatar.displayName}`).fill('Replied in the tunnel');
    await sheet.getByRole('button', { name: 'Send' }).last().click();
    const reply = starter.locator('.conv-replies .conv-comment').filter({ hasText: 'Replied in the tunnel' });
    await expect(reply.getByText('Pending')).toBeVisible();
    await expectPending(page, 2);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
    await row(page, name).getByRole('button').first().click();
    sheet = page.getByRole('dialog', { name });
    const again = sheet.locator('.conv-comment.is-starter').filter({ hasText: 'Started on the train' });
    await expect(again.locator('.conv-replies .conv-comment').filter({ hasText: 'Replied in the tunnel' })).toBeVisible();
    await expectPending(page, 2);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await expect.poll(async () => (await starters()).filter((c) => c.text === 'Started on the train').length).toBe(1);
  const sent = (await starters()).find((c) => c.text === 'Started on the train')!;
  expect(sent.parentCommentId).toBe(0);
  await expect.poll(async () => (await replies(sent.id)).map((c) => c.text)).toEqual(['Replied in the tunnel']);
  expect((await replies(sent.id))[0]!.id).toBeGreaterThan(sent.id);
  // Nothing else was made: no stray thread starter from the reply, and a reload sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  expect((await starters()).map((c) => c.text).sort()).toEqual(['Opening thought', 'Started on the train'].sort());
  expect(await replies(sent.id)).toHaveLength(1);
});
