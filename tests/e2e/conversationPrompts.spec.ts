/**
 * Seed 3 §6 on /conversations (issue 19), on a phone: a signed-in non-member of an open community reading its
 * conversations (/conversations?community=) is asked to join before changing a conversation's status (Cancel changes
 * nothing; Join community joins, then the status is set); a new account in no community gets the empty state.
 * (Anonymous visitors reach no /conversations: the shell asks them to sign in first, tests/e2e/navigation.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { getJson, registerAccount } from './outbox.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const FORUM = 'Independent Booksellers Forum';
const DEMO_TOPIC = 'Which fair sessions are worth the queue?';

interface Communities {
  affiliations: Array<{ id: number; name: string; member: boolean }>;
}
const forum = async (page: Page) => (await getJson<Communities>(page, '/api/v1/affiliations/me')).affiliations.find((c) => c.name === FORUM)!;
const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });

test('a non-member changing a conversation status is asked to join: Cancel changes nothing, Join community joins and archives', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'conversation-member-prompt');
  const before = await forum(page);
  expect(before.member).toBe(false);
  await page.goto(`/conversations?community=${before.id}`);
  await row(page, DEMO_TOPIC).getByRole('button').first().click();
  const sheet = page.getByRole('dialog', { name: DEMO_TOPIC });
  await expect(sheet).toBeVisible();
  const prompt = page.getByRole('dialog', { name: `You must be a member of the ${FORUM} community` });
  const modal = page.locator('ion-modal.prompt-modal');

  await sheet.getByRole('button', { name: 'Archive' }).click();
  await expect(prompt).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  expect((await forum(page)).member).toBe(false);

  await sheet.getByRole('button', { name: 'Archive' }).click();
  await expect(prompt).toBeVisible();
  await modal.getByRole('button', { name: 'Join community' }).click();
  await expect(page.locator('.app-toasts').getByText(`You've successfully joined the ${FORUM} community.`)).toBeVisible();
  expect((await forum(page)).member).toBe(true);
  const status = async () =>
    (await getJson<{ threads: Array<{ name: string; status: number }> }>(page, `/api/v1/conversations/${before.id}`)).threads.find(
      (t) => t.name === DEMO_TOPIC,
    )?.status;
  await expect.poll(status).toBe(2);
});

test("a new account in no community sees 'no conversations in your communities'", async ({ page }) => {
  await registerAccount(page.request, 'conversation-empty');
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  await expect(page.getByText('no conversations in your communities')).toBeVisible();
  await expect(page.getByTestId('conversation-row')).toHaveCount(0);
});
