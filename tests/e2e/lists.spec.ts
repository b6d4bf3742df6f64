/**
 * Collaborative lists and buzz: a list is created from the lists page (the 700 px drawer), filled from a tiled list's
 * Action menu, voted on and trimmed, renamed offline and archived; the buzz page lists titles with community reviews, most reviewed first.
 * Signed in as the demo account (the app has no way to join a community yet, and only members make lists); the test
 * changes only the list it creates.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectPending } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const ALREADY_ON_LIST = 'This title is already on the list. You can upvote it to register your opinion.';
const FORUM = 'Independent Booksellers Forum';
const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const tiles = (page: Page) => page.locator('.tl-grid > li');

interface ApiTitle {
  sku: string;
  name: string;
}

async function communityId(page: Page, name: string): Promise<number> {
  const mine = (await (await page.request.get('/api/affiliations/me')).json()) as Array<{ id: number; name: string }>;
  const found = mine.find((c) => c.name === name);
  expect(found, `the demo account is in ${name}`).toBeTruthy();
  return found!.id;
}

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test('create a list, add titles from the Action menu, vote (also offline), and remove a title', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `Fair shortlist ${Date.now().toString(36)}`;

  // The lists of all the demo account's communities, then New List.
  await page.goto('/collaborativelists/0');
  await expect(page.getByRole('heading', { name: 'Collaborative Lists', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff Picks for Spring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Library Reads Candidates' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New List' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create a Collaborative List' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(700);
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please enter a name for the list.');
  await drawer.getByLabel('Name', { exact: true }).fill(name);
  await drawer.getByLabel('Description').fill('Titles for the fair');
  await drawer.getByLabel('Community', { exact: true }).selectOption({ label: FORUM });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'List created')).toBeVisible();
  await expect(page).toHaveURL(/\/list\/\d+$/);
  const listUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('There are no titles.')).toBeVisible();

  // Two titles of a tiled list, added through the Action menu.
  const all = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=2')).json()) as { products: ApiTitle[] };
  const [first, second] = all.products as [ApiTitle, ApiTitle];
  await page.goto('/search');
  for (const title of [first, second]) await page.getByRole('checkbox', { name: `Select ${title.name}` }).check();
  await page.getByRole('button', { name: 'Action 2 Titles' }).click();
  await page.getByRole('menuitem', { name: 'Add to Collaborative List' }).click();
  let picker = page.getByRole('dialog', { name: 'Add to Collaborative List' });
  await expect(picker.getByText('For 2 titles')).toBeVisible();
  await picker.getByRole('button', { name: `Add to ${name}` }).click();
  await expect(toast(page, `Added 2 titles to ${name}`)).toBeVisible();
  await expect(picker).toHaveCount(0);

  // One of them again: the seed's text.
  await page.getByRole('button', { name: 'Action 2 Titles' }).click();
  await page.getByRole('menuitem', { name: 'Clear Title Selections' }).click();
  await page.getByRole('checkbox', { name: `Select ${second.name}` }).check();
  await page.getByRole('button', { name: 'Action 1 Title' }).click();
  await page.getByRole('menuitem', { name: 'Add to Collaborative List' }).click();
  picker = page.getByRole('dialog', { name: 'Add to Collaborative List' });
  await picker.getByRole('button', { name: `Add to ${name}` }).click();
  await expect(picker.getByRole('alert')).toHaveText(ALREADY_ON_LIST);
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);

  // The list: net votes first (ties by name); an up vote moves a title to the top, a second click takes it back.
  await page.goto(listUrl);
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.locator('.tl-count')).toHaveText('2 Titles');
  const byName = [first, second].sort((a, b) => a.name.localeCompare(b.name));
  const [top, bottom] = byName as [ApiTitle, ApiTitle];
  await expect(page.locator('.tl-grid .tile-name')).toHaveText([top.name, bottom.name]);
  await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 0', 'Net votes: 0']);
  await page.getByRole('button', { name: `Vote up ${bottom.name}` }).click();
  await expect(toast(page, 'Vote recorded')).toBeVisible();
  await expect(page.locator('.tl-grid .tile-name')).toHaveText([bottom.name, top.name]);
  await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: 0']);
  await expect(page.getByRole('button', { name: `Vote up ${bottom.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Vote down ${top.name}` }).click();
  await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: -1']);
  await page.reload();
  await expect(page.locator('.tl-grid .tile-name')).toHaveText([bottom.name, top.name]);
  await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: -1']);

  // Offline, a vote waits in the outbox (shown at once and after a reload, counted in the header) and reaches the
  // server once online.
  await waitForServiceWorkerControl(page);
  await setOffline(context, true);
  try {
    await page.getByRole('button', { name: `Vote down ${top.name}` }).click();
    await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: 0']);
    await expectPending(page, 1);
    // Reloaded while it waits: the list still shows the vote taken back.
    await page.reload();
    await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: 0']);
    await expect(page.getByRole('button', { name: `Vote down ${top.name}` })).toHaveAttribute('aria-pressed', 'false');
    await expectPending(page, 1);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  await page.reload();
  await expect(page.getByTestId('net-votes')).toHaveText(['Net votes: 1', 'Net votes: 0']);
  await expect(page.getByRole('button', { name: `Vote down ${top.name}` })).toHaveAttribute('aria-pressed', 'false');

  // Remove a title, after the seed's question.
  await page.getByRole('button', { name: `Remove ${bottom.name} from the list` }).click();
  await expect(page.getByText('Are you sure you want to remove this title from the list?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, "You've removed this title from the list")).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  await expect(page.locator('.tl-grid .tile-name')).toHaveText([top.name]);

  // The title page's Your Stacks names the collaborative lists holding the title, each a link to its list.
  await page.goto(`/title/${top.sku}`);
  const stacks = page.getByRole('region', { name: 'Your Stacks' });
  await stacks.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${listUrl}$`));
});

test("the list's creator renames it offline (shown at once and after a reload, sent once online), then archives it", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const forum = await communityId(page, FORUM);
  const name = `Fair picks ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/collaborativeTitleList', { data: { name, communityId: forum }, headers: { origin: baseURL! } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const serverName = async () =>
    ((await (await page.request.get(`/api/v1/collaborativeTitleLists/${forum}`)).json()) as Array<{ id: number; name: string }>).find(
      (l) => l.id === id,
    )?.name;

  await page.goto(`/list/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(page);
  // The editor was never opened online: the worker has cached it with the other screens once the page was idle.
  await waitForScreensCached(page);
  const renamed = `${name} (final)`;
  await setOffline(context, true);
  try {
    await page.getByRole('button', { name: 'Edit List' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Collaborative List' });
    await drawer.getByLabel('Name', { exact: true }).fill(renamed);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expectPending(page, 1);
    await page.reload();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible({ timeout: 20_000 });
    // Still pending after the reload (and shown so before going online: no pending button yet would pass for none).
    await expectPending(page, 1);
    expect(await serverName()).toBe(name);
  } finally {
    await setOffline(context, false);
  }
  await expectPending(page, 0);
  expect(await serverName()).toBe(renamed);

  // Archived after the seed's question: the community's lists, without it.
  await page.getByRole('button', { name: 'Archive List' }).click();
  await expect(page.getByText(`Archive ${renamed}? It will not be viewable anymore.`)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive List' }).click();
  await expect(toast(page, `${renamed} has been archived and will not be viewable anymore`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/collaborativelists/${forum}$`));
  await expect(page.getByRole('heading', { name: 'Collaborative Lists', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  expect(await serverName()).toBeUndefined();
});

test("a community's buzz shows its titles with community reviews, most reviewed first", async ({ page }) => {
  const forum = await communityId(page, FORUM);
  const api = (await (await page.request.get(`/api/v1/affiliations/${forum}/buzz?maxTitles=20`)).json()) as {
    products: ApiTitle[];
    totalCount: number;
    userCommunitySummaryReviews: Array<{ sku: string; count: number }>;
  };
  expect(api.totalCount).toBeGreaterThan(1);
  const counts = api.userCommunitySummaryReviews.map((s) => s.count);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);

  // From the community's home.
  await page.goto(`/community/${forum}/home/30`);
  await page.getByRole('link', { name: 'See all buzz' }).click();
  await expect(page).toHaveURL(new RegExp(`/buzz/${forum}$`));
  await expect(page.getByRole('heading', { name: 'Buzz', level: 1 })).toBeVisible();
  await expect(page.getByText(`Community reviews from ${FORUM}`)).toBeVisible();
  await expect(page.locator('.tl-count')).toHaveText(`${api.totalCount} Titles`);
  await expect(page.locator('.tl-grid .tile-name')).toHaveText(api.products.map((p) => p.name));
  const shown = await page.locator('.tl-grid .tile-reviews').allTextContents();
  expect(shown.map((text) => Number.parseInt(text, 10))).toEqual(counts);
  await expect(page.locator('.tl-grid .buzz-review').first()).toContainText('rated it');

  // The Sort popover offers community reviews and the direction switch.
  await page.getByRole('button', { name: /Sort/ }).click();
  await expect(page.getByRole('radio', { name: 'Community Reviews' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Desc' })).toBeChecked();
});
