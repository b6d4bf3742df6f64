/**
 * A community home's title lanes (issue 18) on a phone: the review lanes of the last {days} days (the URL's window),
 * the buzz and review copies inline with links to their lists, the community's saved filter lanes opening
 * /savedFilter/{viewId}; all of them open offline after one online visit.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { seriousAxeFindings } from './axe.ts';
import { getJson } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const FORUM = 'Independent Booksellers Forum';
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const tiles = (page: Page, name: string | RegExp) => region(page, name).locator('.lane-item:not(.lane-more)');

interface Answer {
  affiliations: Array<{ id: number; name: string }>;
}

// bypassCSP: axe is injected as an inline script (tests/e2e/axe.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

async function forumId(page: Page): Promise<number> {
  return (await getJson<Answer>(page, '/api/v1/affiliations/me')).affiliations.find((c) => c.name === FORUM)!.id;
}

/** The sections every visit checks: tiles in the review lanes, the buzz, the review copies and both saved filter lanes. */
async function expectLanes(page: Page, days: number) {
  await expect(page.getByRole('heading', { level: 1, name: FORUM })).toBeVisible();
  const reviews = region(page, `Reviews of the last ${days} days`);
  await expect(reviews.locator('.lane-item').first()).toBeVisible();
  await expect(tiles(page, /^Buzz/).first()).toBeVisible();
  await expect(tiles(page, /^Review copies/).first()).toBeVisible();
  for (const lane of ['Frontlist fiction', 'Backlist mysteries']) await expect(tiles(page, new RegExp(`^${lane}`)).first()).toBeVisible();
}

test('the home shows review lanes of the URL’s window, buzz, review copies and saved filter lanes', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await forumId(page);
  await page.goto(`/community/${id}/home/3650`);
  await expectLanes(page, 3650);
  const reviews = region(page, 'Reviews of the last 3650 days');
  const wide = await reviews.locator('.lane-item').count();
  expect(wide).toBeGreaterThan(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  // The tiles are the usual ones: a jacket once near the view, and a tap opens the title drawer.
  await region(page, /^Buzz/).scrollIntoViewIfNeeded();
  await expect(tiles(page, /^Buzz/).first().locator('img').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/community-home-buzz.png' });
  await tiles(page, /^Buzz/).first().locator('.title-tile a').first().tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(region(page, /^Buzz/).getByRole('link', { name: 'See all buzz' })).toHaveAttribute('href', `/buzz/${id}`);
  await expect(region(page, /^Review copies/).getByRole('link', { name: 'See all review copies' })).toHaveAttribute('href', `/reviewCopies/${id}`);
  // Its collaborative lists, by name, each opening its list.
  const lists = page.getByRole('region', { name: 'Collaborative lists', exact: true });
  await expect(lists.getByRole('link', { name: 'Staff Picks for Spring' })).toHaveAttribute('href', /^\/list\/\d+$/);
  await expect(lists.getByRole('link', { name: 'Collaborative Lists' })).toHaveAttribute('href', `/collaborativelists/${id}`);

  // One day back: no review of the demo data is that recent.
  await page.goto(`/community/${id}/home/1`);
  await expect(region(page, 'Reviews of the last day').getByText('No reviews were shared into this community in the last day.')).toBeVisible();
  await expect(region(page, 'Reviews of the last day').locator('.lane-item')).toHaveCount(0);
  // The window links change the URL and the lanes.
  await region(page, 'Reviews of the last day').getByRole('link', { name: '365 days' }).tap();
  await expect(page).toHaveURL(new RegExp(`/community/${id}/home/365$`));
  await expect(region(page, 'Reviews of the last 365 days').locator('.lane-item').first()).toBeVisible();
  // Not a number of days: the default window.
  await page.goto(`/community/${id}/home/soon`);
  await expect(region(page, 'Reviews of the last 30 days')).toBeVisible();

  // A saved filter lane opens its list.
  await page.goto(`/community/${id}/home/30`);
  const link = region(page, /^Frontlist fiction/).getByRole('link', { name: 'See all titles of Frontlist fiction' });
  await expect(link).toHaveAttribute('href', /^\/savedFilter\/\d+$/);
  await link.tap();
  await expect(page).toHaveURL(/\/savedFilter\/\d+$/);
  await expect(page.locator('.title-tile, .lane-item, [data-sku]').first()).toBeVisible();
});

test('seen once online, the home’s lanes open offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = await forumId(page);
  await page.goto(`/community/${id}/home/3650`);
  await expectLanes(page, 3650);
  await waitForServiceWorkerControl(page);
  await waitForScreensCached(page);
  await setOffline(context, true);
  await page.reload();
  await expectLanes(page, 3650);
  await page.goto('/');
  await page.goto(`/community/${id}/home/3650`);
  await expectLanes(page, 3650);
});
