/**
 * The Communities screen (issue 18): a visitor's genre communities with the sign-up prompt; a new account joins an
 * open community (the seed's message for 5 s), leaves it, joins an invited one with its code after a wrong one, and
 * joins offline (pending, sent once when back online). Phone viewport.
 */
import { readFile } from 'node:fs/promises';
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

test('a community home lists its upcoming and past events; an event shows its sessions and titles, adds to a calendar, and opens offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const genres = await getJson<Answer>(page, '/api/v1/affiliations/genres');
  const mystery = genres.affiliations.find((c) => c.name === 'Mystery & Thriller Readers')!;
  await page.goto(`/community/${mystery.id}/home/30`);
  await expect(page.getByRole('heading', { level: 1, name: mystery.name })).toBeVisible();
  const upcoming = section(page, 'Upcoming events');
  await expect(upcoming.getByRole('link')).toHaveText(['Riverside Book Fair 2026', "Mystery Readers' Festival"]);
  await upcoming.getByRole('link', { name: 'Riverside Book Fair 2026' }).tap();
  await expect(page).toHaveURL(new RegExp(`/community/${mystery.id}/home/30/event/\\d+$`));
  const details = page.getByRole('region', { name: 'Riverside Book Fair 2026' });
  await expect(details.getByText('Riverside Exhibition Centre, Hall B, 1 Quay Street, Riverside, US')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect(details.locator('.event-row')).toHaveCount(3);
  await expect(details.locator('.event-titles > li')).toHaveCount(8);
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Add to calendar' }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Riverside-Book-Fair-2026.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('\r\nSUMMARY:Riverside Book Fair 2026\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);

  // Seen once online, the community home and the event open offline.
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  const eventUrl = page.url();
  await setOffline(context, true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Riverside Book Fair 2026' }).locator('.event-row')).toHaveCount(3);
  await page.goto(`/community/${mystery.id}/home/30`);
  await expect(section(page, 'Upcoming events').getByRole('link', { name: "Mystery Readers' Festival" })).toBeVisible();
  expect(eventUrl).toContain('/event/');
});
