/**
 * The Events screen (issue 18): a visitor's genre community events, upcoming (soonest first) before past (newest first,
 * folded); the demo member's joined events; an organizer's own events once each; a row opens the event's details; the
 * screen opens offline after one online visit. Phone viewport.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { DEMO, logInApi, registerAccount } from './outbox.ts';
import { setOffline, waitForServiceWorkerControl, waitForScreensCached } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming events' });
const past = (page: Page) => page.locator('details.events-past');
/** The titles of the rows in `list`, keeping only the ones named in `names` (other specs may add events). */
async function titlesAmong(list: Locator, names: string[]): Promise<string[]> {
  return (await list.locator('.event-row a').allTextContents()).filter((title) => names.includes(title));
}
const DEMO_NAMES = [
  'Riverside Book Fair 2026',
  'Northern Booksellers Spring Conference',
  "Mystery Readers' Festival",
  'Kids & YA Booktalk Live',
  'Library Collection Development Day',
  'Literary Salon Evening',
];

test('a visitor sees the genre communities’ events: upcoming soonest first, then the past ones folded', async ({ page }) => {
  await page.goto('/communities');
  await page.getByRole('link', { name: 'Events', exact: true }).first().tap();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(upcoming(page).locator('.event-row').first()).toBeVisible();
  expect(await titlesAmong(upcoming(page), DEMO_NAMES)).toEqual(['Riverside Book Fair 2026', 'Kids & YA Booktalk Live', "Mystery Readers' Festival"]);
  // Past events are folded until opened.
  await expect(past(page).getByRole('link', { name: 'Literary Salon Evening' })).toBeHidden();
  await past(page).locator('summary').tap();
  expect(await titlesAmong(past(page), DEMO_NAMES)).toEqual(['Literary Salon Evening']);
  // Upcoming come before past on the screen.
  const [upBox, pastBox] = [await upcoming(page).boundingBox(), await past(page).boundingBox()];
  expect(upBox!.y).toBeLessThan(pastBox!.y);
});

test('the demo member sees the events of the communities they joined; a row opens the event details', async ({ page }) => {
  await logInApi(page.request, DEMO);
  await page.goto('/events');
  await expect(upcoming(page).locator('.event-row').first()).toBeVisible();
  expect(await titlesAmong(upcoming(page), DEMO_NAMES)).toEqual([
    'Riverside Book Fair 2026',
    'Northern Booksellers Spring Conference',
    "Mystery Readers' Festival",
  ]);
  await past(page).locator('summary').tap();
  expect(await titlesAmong(past(page), DEMO_NAMES)).toEqual(['Literary Salon Evening']);
  await upcoming(page).getByRole('link', { name: 'Northern Booksellers Spring Conference' }).tap();
  await expect(page).toHaveURL(/\/community\/\d+\/home\/30\/event\/\d+$/);
  await expect(page.getByRole('region', { name: 'Northern Booksellers Spring Conference' })).toBeVisible();
});

async function createEvent(request: APIRequestContext, communityId: number, title: string, startDays: number): Promise<void> {
  const start = new Date(Date.now() + startDays * 86_400_000);
  const res = await request.post('/api/events', {
    data: { title, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString(), communityIds: [communityId] },
    headers: { origin: BASE_URL, 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('an organizer sees their own events once each (joined and owned), past ones newest first', async ({ page }) => {
  await registerAccount(page.request, 'events-owner');
  const made = await page.request.post('/api/v1/affiliations', { data: { name: `E2E Events ${Date.now()}` }, headers: { origin: BASE_URL } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await createEvent(page.request, id, 'Owner Launch Party', 5);
  await createEvent(page.request, id, 'Owner Spring Meetup', -20);
  await createEvent(page.request, id, 'Owner Winter Meetup', -3);
  await page.goto('/events');
  await expect(upcoming(page).locator('.event-row')).toHaveText([/^Owner Launch Party/]);
  await past(page).locator('summary').tap();
  await expect(past(page).locator('.event-row a')).toHaveText(['Owner Winter Meetup', 'Owner Spring Meetup']);
  await upcoming(page).getByRole('link', { name: 'Owner Launch Party' }).tap();
  await expect(page).toHaveURL(new RegExp(`/community/${id}/home/30/event/\\d+$`));
});

test('the Events screen opens offline after one online visit', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/events');
  await expect(upcoming(page).getByRole('link', { name: 'Riverside Book Fair 2026' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await setOffline(context, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(upcoming(page).getByRole('link', { name: 'Riverside Book Fair 2026' })).toBeVisible();
  await expect(upcoming(page).getByRole('link', { name: "Mystery Readers' Festival" })).toBeVisible();
});
