/**
 * Owners' admin of communities and events (issue 18), on a phone: a new account creates an invited community (with a
 * join code), renames it, creates an event (its form checked first), edits it, sees it among the upcoming events,
 * deletes it and deletes the community; event changes made offline wait (pending) and are sent once; another account
 * sees no owner's controls (and the server refuses it). Axe finds nothing serious in the sheets.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeFindings } from './axe.ts';
import { BASE_URL } from './env.ts';
import { expectPending, getJson, registerAccount } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const origin = { origin: BASE_URL };
const toast = (page: Page, text: string | RegExp) => page.locator('.app-toasts').getByText(text);
const section = (page: Page, name: string) => page.getByRole('region', { name });
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

interface Summary {
  affiliations: Array<{ id: number; name: string; description: string; groupValidationItems: Array<{ type: string }> }>;
}
interface BookEvent {
  id: number;
  skus: string[];
  title: string;
  venue: { name?: string };
  links: { website?: string };
  time: { startTime?: string; endTime?: string };
}

/** A date-time `days` from now as the datetime-local field takes it ('YYYY-MM-DDTHH:mm', device time), at `hour`. */
function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

async function createCommunityApi(request: APIRequestContext, name: string, code?: string): Promise<number> {
  const res = await request.post('/api/v1/affiliations', {
    data: { name, description: 'Made by a test', validationCode: code ?? null },
    headers: origin,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function createEventApi(request: APIRequestContext, communityId: number, title: string): Promise<number> {
  const start = new Date(Date.now() + 20 * 86_400_000);
  const res = await request.post('/api/events', {
    data: { title, startTime: start.toISOString(), endTime: new Date(start.getTime() + 8 * 3_600_000).toISOString(), communityIds: [communityId] },
    headers: origin,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const communityEvents = (page: Page, communityId: number) => getJson<BookEvent[]>(page, `/api/v1/affiliations/${communityId}/events`);

test('an owner creates an invited community, renames it, creates, edits and deletes an event, and deletes the community', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, 'community-owner');
  const name = `Harbour Fair Insiders ${Date.now()}`;

  // Create, with a join code: the community is invited, and its home opens.
  await page.goto('/communities');
  await page.getByRole('button', { name: 'Create a community' }).tap();
  const create = sheet(page, 'Create a community');
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Create community' }).tap();
  await expect(create.getByText('Please enter a name for the community.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await create.getByLabel('Community name').fill(name);
  await create.getByLabel('Description').fill('Buyers meeting at the Harbour Book Fair.');
  await create.getByLabel('Join code (optional)').fill('HARBOUR-2027');
  await create.getByRole('button', { name: 'Create community' }).tap();
  await expect(toast(page, `The ${name} community has been created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/community\/\d+\/home\/30$/);
  const communityId = Number(/\/community\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^By invitation · 1 member · Member$/)).toBeVisible();
  const summary = await getJson<Summary>(page, `/api/v1/affiliations/${communityId}/summary`);
  expect(summary.affiliations[0]!.groupValidationItems.map((i) => i.type)).toEqual(['code']);

  // Rename it from the Community settings sheet.
  const settings = section(page, 'Community settings');
  await settings.getByRole('button', { name: 'Community settings' }).tap();
  const settingsSheet = sheet(page, 'Community settings');
  await expect(settingsSheet.getByLabel('Community name')).toHaveValue(name);
  expect(await seriousAxeFindings(page)).toEqual([]);
  const renamed = `${name} (renamed)`;
  await settingsSheet.getByLabel('Community name').fill(renamed);
  await settingsSheet.getByRole('button', { name: 'Save' }).tap();
  await expect(toast(page, 'The community has been renamed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  expect((await getJson<Summary>(page, `/api/v1/affiliations/${communityId}/summary`)).affiliations[0]!.name).toBe(renamed);

  // Create an event: the form is checked on the device first.
  const upcoming = section(page, 'Upcoming events');
  await upcoming.getByRole('button', { name: 'New event' }).tap();
  const editor = sheet(page, 'New event');
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Create event' }).tap();
  await expect(editor.getByText('Please enter a title for the event.')).toBeVisible();
  await expect(editor.getByText('Please enter when the event starts.')).toBeVisible();
  await editor.getByLabel('Title', { exact: true }).fill('Harbour Book Fair 2027');
  await editor.getByLabel('Starts').fill(localInput(30, 9));
  await editor.getByLabel('Ends').fill(localInput(29, 17));
  await editor.getByLabel('Website').fill('harbour.example');
  await editor.getByRole('button', { name: 'Create event' }).tap();
  await expect(editor.getByText('The event cannot end before it starts.')).toBeVisible();
  await expect(editor.getByText('Please enter a web address starting with http:// or https://.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await editor.getByLabel('Ends').fill(localInput(31, 17));
  await editor.getByLabel('Website').fill('https://harbour.example/fair');
  await editor.getByLabel('Venue name').fill('Harbour Hall');
  await editor.getByLabel('City').fill('Portsmouth');
  // A title of interest found by its name (the header search's call): its ISBN joins the event's.
  const [title] = (await getJson<{ products: Array<{ sku: string; name: string }> }>(page, '/api/v1/filters/0/titles?pageSize=1')).products;
  await editor.getByLabel('Find a title of interest').fill(title!.name);
  await editor
    .getByRole('button', { name: `Add ${title!.name}`, exact: true })
    .first()
    .tap();
  await expect(editor.getByLabel('Titles of interest (ISBNs)')).toHaveValue(title!.sku);
  await editor.getByRole('button', { name: 'Create event' }).tap();
  await expect(toast(page, 'The event has been created.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(upcoming.getByRole('link', { name: 'Harbour Book Fair 2027' })).toBeVisible();
  const [created] = await communityEvents(page, communityId);
  expect(created).toMatchObject({
    title: 'Harbour Book Fair 2027',
    venue: { name: 'Harbour Hall' },
    links: { website: 'https://harbour.example/fair' },
    skus: [title!.sku],
  });

  // Edit it on its details.
  await upcoming.getByRole('link', { name: 'Harbour Book Fair 2027' }).tap();
  await expect(page).toHaveURL(new RegExp(`/community/${communityId}/home/30/event/${created!.id}$`));
  const details = page.getByRole('region', { name: 'Harbour Book Fair 2027' });
  await expect(details.getByText('Harbour Hall, Portsmouth')).toBeVisible();
  await expect(details.locator('.event-titles > li')).toHaveCount(1);
  await details.getByRole('button', { name: 'Edit event' }).tap();
  const edit = sheet(page, 'Edit event');
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue('Harbour Book Fair 2027');
  await edit.getByLabel('Title', { exact: true }).fill('Harbour Book Fair 2027: Trade Days');
  await edit.getByLabel('Venue name').fill('Harbour Hall B');
  await edit.getByRole('button', { name: 'Save event' }).tap();
  await expect(toast(page, 'The event has been saved.')).toBeVisible();
  const edited = page.getByRole('region', { name: 'Harbour Book Fair 2027: Trade Days' });
  await expect(edited.getByText('Harbour Hall B, Portsmouth')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Harbour Book Fair 2027: Trade Days' })).toBeVisible();

  // Delete it (after the alert): back on the community home, it has gone.
  await edited.getByRole('button', { name: 'Delete event' }).tap();
  const alert = page.locator('ion-alert').filter({ visible: true });
  await expect(alert.getByText('Delete Harbour Book Fair 2027: Trade Days?')).toBeVisible();
  await alert.getByRole('button', { name: 'Delete event' }).tap();
  await expect(toast(page, 'The event has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/community/${communityId}/home/30$`));
  await expect(upcoming.getByText('No upcoming events in this community.')).toBeVisible();
  expect(await communityEvents(page, communityId)).toEqual([]);

  // Delete the community (after the alert): back on Communities, it has gone.
  await settings.getByRole('button', { name: 'Community settings' }).tap();
  await sheet(page, 'Community settings').getByRole('button', { name: 'Delete community' }).tap();
  await expect(alert.getByText(`Delete ${renamed}?`)).toBeVisible();
  await alert.getByRole('button', { name: 'Cancel' }).tap();
  await expect(alert).toHaveCount(0);
  await sheet(page, 'Community settings').getByRole('button', { name: 'Delete community' }).tap();
  await alert.getByRole('button', { name: 'Delete community' }).tap();
  await expect(toast(page, `The ${renamed} community has been deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/communities$/);
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  const mine = await getJson<Summary>(page, '/api/v1/affiliations/me');
  expect(mine.affiliations.some((c) => c.id === communityId)).toBe(false);
});

test('an owner opens an invited community: its code goes', async ({ page }) => {
  await registerAccount(page.request, 'community-opener');
  const communityId = await createCommunityApi(page.request, `Opened Circle ${Date.now()}`, 'OPEN-ME');
  await page.goto(`/community/${communityId}/home/30`);
  await expect(page.getByText(/^By invitation · 1 member · Member$/)).toBeVisible();
  await section(page, 'Community settings').getByRole('button', { name: 'Community settings' }).tap();
  await sheet(page, 'Community settings').getByRole('button', { name: 'Open to everyone (remove the code)' }).tap();
  await expect(toast(page, 'The community is now open: anyone can join.')).toBeVisible();
  await expect(page.getByText(/^Open · 1 member · Member$/)).toBeVisible();
  const summary = await getJson<Summary>(page, `/api/v1/affiliations/${communityId}/summary`);
  expect(summary.affiliations[0]!.groupValidationItems.map((i) => i.type)).toEqual(['group']);
});

test('event changes made offline are pending, then sent once when back online', async ({ page, context }) => {
  test.setTimeout(150_000);
  await registerAccount(page.request, 'event-offline');
  const communityId = await createCommunityApi(page.request, `Offline Fair Owners ${Date.now()}`);
  const eventId = await createEventApi(page.request, communityId, 'Quayside Book Market');
  const home = `/community/${communityId}/home/30`;
  await page.goto(home);
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await page.reload();
  const upcoming = section(page, 'Upcoming events');
  // The event's details seen once online (its owner's actions loaded with them), then back home.
  await upcoming.getByRole('link', { name: 'Quayside Book Market' }).tap();
  await expect(page.getByRole('region', { name: 'Quayside Book Market' }).getByRole('button', { name: 'Edit event' })).toBeVisible();
  await page.goto(home);
  await expect(upcoming.getByRole('button', { name: 'New event' })).toBeVisible();

  await setOffline(context, true);
  // A new event offline: it shows at once, marked pending, and waits.
  await upcoming.getByRole('button', { name: 'New event' }).tap();
  const editor = sheet(page, 'New event');
  await editor.getByLabel('Title', { exact: true }).fill('Night Market of Books');
  await editor.getByLabel('Starts').fill(localInput(10, 18));
  await editor.getByLabel('Ends').fill(localInput(10, 22));
  await editor.getByRole('button', { name: 'Create event' }).tap();
  await expect(editor).toBeHidden();
  const pendingRow = upcoming.locator('.event-row').filter({ hasText: 'Night Market of Books' });
  await expect(pendingRow.getByText('Pending')).toBeVisible();
  await expectPending(page, 1);

  // An edit of the existing event offline: shown at once, pending.
  await upcoming.getByRole('link', { name: 'Quayside Book Market' }).tap();
  const details = page.getByRole('region', { name: 'Quayside Book Market' });
  await details.getByRole('button', { name: 'Edit event' }).tap();
  const edit = sheet(page, 'Edit event');
  await edit.getByLabel('Title', { exact: true }).fill('Quayside Book Market (late opening)');
  await edit.getByRole('button', { name: 'Save event' }).tap();
  await expect(edit).toBeHidden();
  const editedDetails = page.getByRole('region', { name: 'Quayside Book Market (late opening)' });
  await expect(editedDetails.getByText('Pending')).toBeVisible();
  await expectPending(page, 2);

  // Reloaded offline, both still show as they wait (the outbox keeps how they show).
  await page.reload();
  await expect(editedDetails.getByText('Pending')).toBeVisible();
  await expect(upcoming.locator('.event-row').filter({ hasText: 'Night Market of Books' }).getByText('Pending')).toBeVisible();
  await expectPending(page, 2);

  // Back online: both are sent, once each.
  await setOffline(context, false);
  await expectPending(page, 0);
  await expect(editedDetails.getByText('Pending')).toHaveCount(0);
  const events = await communityEvents(page, communityId);
  expect(events.map((e) => e.title).sort()).toEqual(['Night Market of Books', 'Quayside Book Market (late opening)']);
  expect(events.find((e) => e.id === eventId)!.title).toBe('Quayside Book Market (late opening)');
  await page.goto(home);
  await expect(upcoming.getByRole('link', { name: 'Night Market of Books' })).toBeVisible();
  await expect(upcoming.getByText('Pending')).toHaveCount(0);
});

test('another account sees no community settings and no event controls; the server refuses its changes', async ({ page }) => {
  await registerAccount(page.request, 'owner-a');
  const communityId = await createCommunityApi(page.request, `Owners Only ${Date.now()}`);
  const eventId = await createEventApi(page.request, communityId, 'Owners Only Fair');
  await registerAccount(page.request, 'not-owner-b');
  await page.goto(`/community/${communityId}/home/30/event/${eventId}`);
  await expect(page.getByRole('region', { name: 'Owners Only Fair' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit event' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete event' })).toHaveCount(0);
  await expect(section(page, 'Upcoming events').getByRole('link', { name: 'Owners Only Fair' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Community settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Community settings' })).toHaveCount(0);

  const rename = await page.request.put(`/api/v1/affiliations/${communityId}/doNotUpdateValidation`, {
    data: { name: 'Taken over' },
    headers: origin,
  });
  expect(rename.status()).toBe(403);
  const remove = await page.request.delete(`/api/events/${eventId}`, { headers: origin });
  expect(remove.status()).toBe(403);
});
