/**
 * Conversations (issue 19) on a phone (390x844), signed in as the demo account: /conversations lists the threads of
 * its communities; a row opens the conversation drawer as a bottom sheet 90% high, which marks it read; a reply, a
 * badge, an edit, a delete and its Undo; Load More past 6 thread starters; a reply made offline shows pending, survives
 * a reload and reaches the server once when back online. Each test talks in a topic of its own, made through the API.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { DEMO, expectPending, getJson, logInApi } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const VIEWPORT = { width: 390, height: 844 };
test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true });

const FORUM = 'Independent Booksellers Forum';
const DEMO_TOPIC = 'Which fair sessions are worth the queue?';
const origin = { origin: BASE_URL };

interface Comment {
  id: number;
  text: string;
  commentStatus: number;
  badges: Array<{ type: string; appUserId: number }>;
}

test.beforeEach(({ page }) => logInApi(page.request, DEMO));

async function forumId(page: Page): Promise<number> {
  const mine = await getJson<Array<{ id: number; name: string }>>(page, '/api/affiliations/me');
  const forum = mine.find((c) => c.name === FORUM);
  expect(forum, `the demo account is in ${FORUM}`).toBeTruthy();
  return forum!.id;
}

/** A new topic in the forum with its first thought, and `more` further thread starters. */
async function newTopic(page: Page, label: string, more = 0) {
  const communityId = await forumId(page);
  const name = `${label} ${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/v1/conversations/${communityId}/topics`, {
    data: { name, initialComment: `First thought of ${name}` },
    headers: origin,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { topic } = (await res.json()) as { topic: { id: number } };
  for (let i = 1; i <= more; i++) {
    const comment = await page.request.post('/api/v1/conversations/comments', {
      data: { text: `Starter ${i} of ${name}`, parentCommentId: 0, communityId, conversationType: 'topic', conversationId: String(topic.id) },
      headers: origin,
    });
    expect(comment.status(), await comment.text()).toBe(201);
  }
  const starters = () =>
    getJson<{ comments: Comment[]; total: number }>(page, `/api/v1/conversations/comments/topic/${topic.id}?communityId=${communityId}&pageSize=60`);
  const replies = async (starterId: number) =>
    (await getJson<{ comments: Comment[] }>(page, `/api/v1/conversations/comments/thread/${starterId}?communityId=${communityId}&pageSize=60`))
      .comments;
  const status = async () => {
    const { threads } = await getJson<{ threads: Array<{ conversationId: string; communityId: number; status: number }> }>(
      page,
      '/api/v1/conversations/0',
    );
    return threads.find((t) => t.conversationId === String(topic.id) && t.communityId === communityId)?.status;
  };
  return { name, communityId, topicId: topic.id, starters, replies, status };
}

async function openConversation(page: Page, name: string): Promise<Locator> {
  await page.getByTestId('conversation-row').filter({ hasText: name }).locator('.conv-row-button').click(); // its own topic's row has Rename too
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  return sheet;
}

const starterOf = (sheet: Locator, text: string) => sheet.locator('.conv-comment.is-starter').filter({ hasText: text }).first();
const ownActions = (comment: Locator) => comment.locator(':scope > .conv-comment-actions');

test('the conversations of your communities; the drawer is a 90% bottom sheet: reply, badge, edit, delete and Undo, mark unread', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const topic = await newTopic(page, 'Sheet talk');
  const me = await getJson<{ user: { id: number }; userAvatar: { displayName: string } }>(page, '/api/v1/me/user');
  const author = me.userAvatar.displayName;

  // Its creator has read it: marked unread again, it opens unread.
  const unread = await page.request.put('/api/v1/conversations/status', {
    data: { conversationType: 'topic', conversationId: String(topic.topicId), communityId: topic.communityId, status: 0 },
    headers: origin,
  });
  expect(unread.status(), await unread.text()).toBe(200);
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conversation-row').filter({ hasText: DEMO_TOPIC })).toBeVisible();
  const row = page.getByTestId('conversation-row').filter({ hasText: topic.name });
  await expect(row).toContainText(FORUM);
  await expect(row).toContainText(`First thought of ${topic.name}`);
  await expect(row).toContainText('Unread');

  const sheet = await openConversation(page, topic.name);
  // A bottom sheet 90% of the screen high, at its bottom.
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(1);
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? [Math.round(box.y + box.height), Math.round(box.height / 10)] : null;
    })
    .toEqual([VIEWPORT.height, Math.round((VIEWPORT.height * 0.9) / 10)]);
  // Opening it marks it read.
  await expect.poll(topic.status).toBe(1);

  // The topic's only thread starter (its text changes below).
  const starter = sheet.locator('.conv-comment.is-starter').first();
  await expect(starter).toContainText(`First thought of ${topic.name}`);
  // Reply.
  await ownActions(starter).getByRole('button', { name: 'Reply' }).click();
  const replyBox = sheet.getByLabel(`Reply to ${author}`);
  await expect(sheet.getByRole('button', { name: 'Send' }).last()).toBeDisabled();
  await replyBox.fill('A reply from the sheet');
  await sheet.getByRole('button', { name: 'Send' }).last().click();
  await expect(starter.locator('.conv-replies')).toContainText('A reply from the sheet');
  const starterId = (await topic.starters()).comments[0]!.id;
  await expect.poll(async () => (await topic.replies(starterId)).map((c) => c.text)).toEqual(['A reply from the sheet']);

  // Badge.
  const thumbs = ownActions(starter).getByRole('button', { name: `Thumbs up for ${author}'s comment` });
  await thumbs.click();
  await expect(thumbs).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await topic.starters()).comments[0]!.badges.map((b) => b.type)).toEqual(['thumbsUp']);

  // Edit: Save only once the text changed.
  await ownActions(starter).getByRole('button', { name: 'Edit' }).click();
  const editBox = sheet.getByLabel('Edit your comment');
  await expect(sheet.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editBox.fill('An edited first thought');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(starter.locator(':scope > .conv-text')).toHaveText('An edited first thought');
  await expect.poll(async () => (await topic.starters()).comments[0]!.text).toBe('An edited first thought');

  // Delete, then Undo.
  await ownActions(starter).getByRole('button', { name: 'Delete' }).click();
  await expect(starter.getByText('This comment has been deleted.')).toBeVisible();
  await expect.poll(async () => (await topic.starters()).comments[0]!.commentStatus).toBe(3);
  await starter.getByRole('button', { name: 'Undo' }).click();
  await expect(starter.locator(':scope > .conv-text')).toHaveText('An edited first thought');
  await expect.poll(async () => (await topic.starters()).comments[0]!.commentStatus).toBe(0);

  // From read: mark unread.
  await sheet.getByRole('button', { name: 'Mark unread' }).click();
  await expect.poll(topic.status).toBe(0);
});

test("a notification's or a push's link opens its conversation in the drawer", async ({ page }) => {
  const topic = await newTopic(page, 'Linked talk');
  await page.goto(`/conversations?communityId=${topic.communityId}&conversationType=topic&conversationId=${topic.topicId}`);
  const sheet = page.getByRole('dialog', { name: topic.name });
  await expect(sheet).toBeVisible();
  await expect(starterOf(sheet, `First thought of ${topic.name}`)).toBeVisible();
});

test('Load More adds the next 6 thread starters', async ({ page }) => {
  const topic = await newTopic(page, 'Many starters', 7);
  await page.goto('/conversations');
  const sheet = await openConversation(page, topic.name);
  const starters = sheet.locator('.conv-comment.is-starter');
  await expect(starters).toHaveCount(6);
  await sheet.getByRole('button', { name: 'Load More' }).click();
  await expect(starters).toHaveCount(8);
  await expect(sheet.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('a reply and a badge made offline show pending, survive a reload and reach the server once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const topic = await newTopic(page, 'Offline talk');
  const me = await getJson<{ userAvatar: { displayName: string } }>(page, '/api/v1/me/user');
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  // One visit online: the screen, the drawer and the conversation's comments are kept for offline.
  await page.goto('/conversations');
  let sheet = await openConversation(page, topic.name);
  await expect(starterOf(sheet, `First thought of ${topic.name}`)).toBeVisible();
  await expect.poll(topic.status).toBe(1);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);

  await setOffline(context, true);
  try {
    sheet = await openConversation(page, topic.name);
    const starter = starterOf(sheet, `First thought of ${topic.name}`);
    await ownActions(starter).getByRole('button', { name: 'Reply' }).click();
    await sheet.getByLabel(`Reply to ${me.userAvatar.displayName}`).fill('Written on the train');
    await sheet.getByRole('button', { name: 'Send' }).last().click();
    const reply = starter.locator('.conv-replies .conv-comment').filter({ hasText: 'Written on the train' });
    await expect(reply).toBeVisible();
    await expect(reply.getByText('Pending')).toBeVisible();
    // A badge too, offline: pressed at once, waiting with the reply.
    const love = ownActions(starter).getByRole('button', { name: `Love ${me.userAvatar.displayName}'s comment` });
    await love.click();
    await expect(love).toHaveAttribute('aria-pressed', 'true');
    await expectPending(page, 2);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
    sheet = await openConversation(page, topic.name);
    const again = starterOf(sheet, `First thought of ${topic.name}`)
      .locator('.conv-replies .conv-comment')
      .filter({ hasText: 'Written on the train' });
    await expect(again).toBeVisible();
    await expect(again.getByText('Pending')).toBeVisible();
    await expect(
      ownActions(starterOf(sheet, `First thought of ${topic.name}`)).getByRole('button', { name: `Love ${me.userAvatar.displayName}'s comment` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectPending(page, 2);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  const starterId = (await topic.starters()).comments[0]!.id;
  await expect.poll(async () => (await topic.replies(starterId)).filter((c) => c.text === 'Written on the train').length).toBe(1);
  const loves = async () => (await topic.starters()).comments[0]!.badges.filter((b) => b.type === 'love').length;
  await expect.poll(loves).toBe(1);
  // Sent once: they stay one after the page refreshes.
  await page.reload();
  await expect.poll(async () => (await topic.replies(starterId)).filter((c) => c.text === 'Written on the train').length).toBe(1);
  expect(await loves()).toBe(1);
});

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the conversation drawer is 900 px wide, and Escape closes it', async ({ page }) => {
    const topic = await newTopic(page, 'Wide talk');
    await page.goto('/conversations');
    const drawer = await openConversation(page, topic.name);
    await expect(page.locator('ion-modal.bottom-sheet')).toHaveCount(0);
    expect((await drawer.boundingBox())?.width).toBe(900);
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
