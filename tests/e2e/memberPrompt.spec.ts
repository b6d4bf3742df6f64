/**
 * The non-member prompt (issue 18, seed 1 §4, §8): a new account votes on a collaborative list of an open community
 * it has not joined; 'You must be a member of the … community' shows, Cancel closes it (no vote), Join community joins
 * (the seed's join message, one member more) and the vote is then made; New List in its lists asks the same, then opens
 * the new list's drawer. A visitor gets the sign-up prompt. Phone viewport.
 */
import { expect, test, type Page } from '@playwright/test';
import { getJson, registerAccount } from './outbox.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const COMMUNITY = 'Independent Booksellers Forum';
const LIST = 'Staff Picks for Spring';
const toast = (page: Page, text: string | RegExp) => page.locator('.app-toasts').getByText(text);

interface Answer {
  affiliations: Array<{ id: number; name: string; member: boolean; memberCount: number }>;
}
const community = async (page: Page) => (await getJson<Answer>(page, '/api/v1/affiliations/me')).affiliations.find((c) => c.name === COMMUNITY)!;

async function listUrl(page: Page, communityId: number): Promise<string> {
  const lists = await getJson<Array<{ id: number; name: string }>>(page, `/api/v1/collaborativeTitleLists/${communityId}`);
  return `/list/${lists.find((l) => l.name === LIST)!.id}`;
}

test('a non-member is asked to join before voting on a list: Cancel closes the prompt, Join community joins and the vote is made', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'member-prompt');
  const before = await community(page);
  expect(before.member).toBe(false);
  await page.goto(await listUrl(page, before.id));
  const name = (await page.locator('.tl-grid .tile-name').first().textContent())!;
  const upVote = page.getByRole('button', { name: `Vote up ${name}` });
  const prompt = page.getByRole('dialog', { name: `You must be a member of the ${COMMUNITY} community` });
  // The modal's buttons (the dialog role is on its shadow wrapper, the buttons are its light DOM).
  const modal = page.locator('ion-modal.prompt-modal');

  await upVote.tap();
  await expect(prompt).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).tap();
  await expect(prompt).toBeHidden();
  await expect(upVote).toHaveAttribute('aria-pressed', 'false');
  expect((await community(page)).member).toBe(false);

  await upVote.tap();
  await expect(prompt).toBeVisible();
  await modal.getByRole('button', { name: 'Join community' }).tap();
  await expect(toast(page, `You've successfully joined the ${COMMUNITY} community.`)).toBeVisible();
  await expect(toast(page, 'Vote recorded')).toBeVisible();
  await expect(page.getByRole('button', { name: `Vote up ${name}` })).toHaveAttribute('aria-pressed', 'true');
  const after = await community(page);
  expect(after.member).toBe(true);
  expect(after.memberCount).toBe(before.memberCount + 1);

  // A member votes without a prompt; the community's home shows the membership.
  await page.getByRole('button', { name: `Vote up ${name}` }).tap();
  await expect(toast(page, 'Vote removed')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto(`/community/${after.id}/home/30`);
  await expect(page.getByText(new RegExp(`${after.memberCount} members · Member$`))).toBeVisible();
});

test('a visitor voting on a list gets the sign-up-or-log-in prompt', async ({ page }) => {
  const genres = await getJson<Answer>(page, '/api/v1/affiliations/genres');
  const mystery = genres.affiliations.find((c) => c.name === 'Mystery & Thriller Readers')!;
  const lists = await getJson<Array<{ id: number; name: string }>>(page, `/api/v1/collaborativeTitleLists/${mystery.id}`);
  await page.goto(`/list/${lists.find((l) => l.name === 'Best Twists of the Year')!.id}`);
  await page
    .getByRole('button', { name: /^Vote up / })
    .first()
    .tap();
  await expect(page.getByRole('dialog', { name: 'Join the community' })).toBeVisible();
});

test("a non-member's New List in a community's lists asks to join first; after Join community the new list is made there", async ({ page }) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'member-prompt-list');
  const before = await community(page);
  // The communities (whether the user is a member) come a second after the lists: a tap before must still ask.
  await page.route('**/api/v1/affiliations/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/collaborativelists/${before.id}`);
  await expect(page.getByRole('link', { name: LIST })).toBeVisible();
  const prompt = page.getByRole('dialog', { name: `You must be a member of the ${COMMUNITY} community` });
  const modal = page.locator('ion-modal.prompt-modal');
  await page.getByRole('button', { name: 'New List' }).tap();
  await expect(prompt).toBeVisible();
  await page.unrouteAll();
  await modal.getByRole('button', { name: 'Join community' }).tap();
  await expect(toast(page, `You've successfully joined the ${COMMUNITY} community.`)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Create a Collaborative List' });
  await expect(drawer).toBeVisible();
  const name = `Fair picks ${Date.now()}`;
  await drawer.getByLabel('Name', { exact: true }).fill(name);
  await expect(drawer.getByLabel('Community', { exact: true })).toHaveValue(String(before.id));
  await drawer.getByRole('button', { name: 'Save' }).tap();
  await expect(toast(page, 'List created')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect((await community(page)).member).toBe(true);
});
