/**
 * The Communities screen (issue 18): a visitor's genre communities with the sign-up prompt; a new account joins an
 * open community (the seed's message for 5 s), leaves it, joins an invited one with its code after a wrong one, and
 * joins offline (pending, sent once when back online). Phone viewport.
 */
import { expect, test, type Page } from '@playwright/test';
import { BOOKFAIR_CODE } from '../../src/server/db/seed/communities.ts';
import { expectPending, getJson, registerAccount } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('.app-toasts').getByText(text);
const card = (page: Page, name: string) => page.locator('.community-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const section = (page: Page, name: string) => page.getByRole('region', { name });

interface Answer {
  affiliations: Array<{ id: number; name: string; member: boolean; memberCount: number }>;
}
const communityNamed = async (page: Page, name: string) =>
  (await getJson<Answer>(page, '/api/v1/affiliations/me')).affiliations.find((c) => c.name === name)!;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a visitor sees the genre communities from the Communities tab; joining asks them to sign up', async ({ page }) => {
  await page.goto('/');
  await page.locator('.app-footer').getByRole('link', { name: 'Communities' }).tap();
  await expect(page).toHaveURL(/\/communities$/);
  const genres = section(page, 'Genre communities');
  await expect(genres.getByRole('heading', { name: 'Mystery & Thriller Readers' })).toBeVisible();
  await expect(genres.getByRole('heading', { name: 'Independent Booksellers Forum' })).toHaveCount(0);
  await card(page, 'Romance Readers').getByRole('button', { name: 'Sign up to join' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('join an open community (message for 5 s), leave it, and join an invited one with its code', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'communities');
  await page.goto('/communities');
  await expect(section(page, 'Your communities').getByText('You have not joined a community yet. Join one below.')).toBeVisible();

  const library = 'Library Collection Development';
  await card(page, library)
    .getByRole('button', { name: `Join ${library}` })
    .tap();
  const joined = toast(page, `You've successfully joined the ${library} community.`);
  await expect(joined).toBeVisible();
  await expect(section(page, 'Your communities').getByRole('heading', { name: library })).toBeVisible();
  await expect(card(page, library).getByText(/Member$/)).toBeVisible();
  await expect(joined).toBeHidden({ timeout: 8_000 });
  expect((await communityNamed(page, library)).member).toBe(true);

  await card(page, library)
    .getByRole('button', { name: `Leave ${library}` })
    .tap();
  await expect(toast(page, 'You have left the community')).toBeVisible();
  await expect(section(page, 'Communities you can join').getByRole('heading', { name: library })).toBeVisible();

  const fair = 'Book Fair 2026 Insiders';
  await card(page, fair).getByRole('button', { name: 'Join with code' }).tap();
  const code = card(page, fair).getByLabel('Community code');
  await expect(code).toBeFocused();
  await code.fill('NOT-THE-CODE');
  await card(page, fair).getByRole('button', { name: 'Join with code' }).tap();
  await expect(toast(page, /^Unable to validate community code/)).toBeVisible();
  expect((await communityNamed(page, fair)).member).toBe(false);
  await code.fill(BOOKFAIR_CODE.toLowerCase());
  await card(page, fair).getByRole('button', { name: 'Join with code' }).tap();
  await expect(toast(page, `You've successfully joined the ${fair} community.`)).toBeVisible();
  await expect(section(page, 'Your communities').getByRole('heading', { name: fair })).toBeVisible();
});

test('a join made offline is pending, then sent once when back online; a code join says it needs the network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, 'communities-offline');
  await page.goto('/communities');
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await page.reload();
  const cookbooks = 'Cookbook Shelf Talkers';
  const before = (await communityNamed(page, cookbooks)).memberCount;
  await expect(card(page, cookbooks)).toBeVisible();

  await setOffline(context, true);
  await card(page, cookbooks)
    .getByRole('button', { name: `Join ${cookbooks}` })
    .tap();
  await expect(section(page, 'Your communities').getByRole('heading', { name: cookbooks })).toBeVisible();
  await expectPending(page, 1);
  const fair = 'Book Fair 2026 Insiders';
  await card(page, fair).getByRole('button', { name: 'Join with code' }).tap();
  await card(page, fair).getByLabel('Community code').fill(BOOKFAIR_CODE);
  await card(page, fair).getByRole('button', { name: 'Join with code' }).tap();
  await expect(toast(page, 'Joining with a code needs the network. Try again when you are online.')).toBeVisible();

  await setOffline(context, false);
  await expectPending(page, 0);
  const after = await communityNamed(page, cookbooks);
  expect(after.member).toBe(true);
  expect(after.memberCount).toBe(before + 1);
});
