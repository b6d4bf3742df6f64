/** The title drawer (lanes and /search), the jacket size preference, Your Review, Nominate and the tiles' activity icons. */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

function lane(page: Page, header: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${header}`) });
}

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post('/api/v1/login', {
    form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

interface Title {
  sku: string;
  name: string;
}

async function firstTitle(request: APIRequestContext, query: string): Promise<Title> {
  const answer = await request.get(`/api/v1/filters/0/titles?${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { products: Title[] }).products[0]!;
}

test('a lane tile opens the drawer with the title; Escape closes it and focus goes back to the tile', async ({ page }) => {
  await page.goto('/');
  const tile = lane(page, 'Coming Soon').getByRole('article').first();
  const link = tile.getByRole('link');
  const name = (await tile.locator('.tile-name').textContent()) ?? '';
  const sku = ((await link.getAttribute('href')) ?? '').replace('/title/', '');
  await link.click();

  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]title=%22?${sku}`));
  await expect(drawer.getByText('Summary')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  // Desktop: 90% of the width, from the left, full height.
  const viewport = page.viewportSize()!;
  // Once it has slid in from the left.
  await expect.poll(async () => (await page.locator('.title-drawer').boundingBox())!.x).toBe(0);
  const box = (await page.locator('.title-drawer').boundingBox())!;
  expect(box.width).toBeCloseTo(viewport.width * 0.9, 0);
  expect(box.height).toBeCloseTo(viewport.height, 0);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(link).toBeFocused();

  // Back closes it too, and forward opens it again.
  await link.press('Enter');
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toHaveCount(0);
  await page.goForward();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(link).toBeFocused();
});

test.describe('phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer comes up from the bottom, 90% high', async ({ page }) => {
    await page.goto('/');
    const tile = lane(page, 'Coming Later').getByRole('article').first();
    const name = (await tile.locator('.tile-name').textContent()) ?? '';
    await tile.getByRole('link').click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    const drawer = page.locator('.title-drawer');
    await expect.poll(async () => (await drawer.boundingBox())!.y).toBeCloseTo(844 * 0.1, 0);
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(box.y + box.height).toBeCloseTo(844, 0);
    // Phones have their own jacket layout and no size choice.
    await expect(page.getByRole('group', { name: 'Jacket size' })).toHaveCount(0);
  });
});

test('an anonymous visitor: Your Review asks to sign up, Nominate is hidden, Conversations is empty', async ({ page, request }) => {
  const title = await firstTitle(request, 'lane=3&pageSize=1');
  await page.goto(`/title/${title.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByText('No conversations about this title yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nominate' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Jacket size' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.locator('ion-modal.registration-modal').getByRole('heading', { name: 'Sign Up', exact: true })).toBeVisible();
});

test.describe('signed in as the demo account', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('a URL with ?title= shows the drawer over the screen; closing it keeps the screen', async ({ page }) => {
    const title = await firstTitle(page.request, 'lane=3&pageSize=1');
    await page.goto(`/search?title=${title.sku}`);
    const drawer = page.getByRole('dialog', { name: title.name });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('a tile of the /search title list opens the drawer', async ({ page }) => {
    const title = await firstTitle(page.request, 'lane=2&pageSize=1');
    await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
    await page.locator('.tl-grid').getByRole('link', { name: title.name }).first().click();
    await expect(page.getByRole('dialog', { name: title.name })).toBeVisible();
    await expect(page).toHaveURL(/q=.*title=/);
  });

  test('the jacket size choice is saved as showSmallJacket and survives a reload', async ({ page, baseURL }) => {
    const title = await firstTitle(page.request, 'lane=4&pageSize=1');
    // A retry starts from the large jacket too.
    const reset = await page.request.put('/api/v1/me/preferences/communityApp/showSmallJacket', {
      data: 'false',
      headers: { 'content-type': 'text/plain', origin: baseURL! },
    });
    expect(reset.ok()).toBe(true);
    await page.goto(`/title/${title.sku}`);
    const jacket = page.locator('.title-jacket').getByRole('img', { name: title.name });
    const sizes = page.getByRole('group', { name: 'Jacket size' });
    const small = sizes.getByRole('button', { name: 'Small jacket' });
    const large = sizes.getByRole('button', { name: 'Large jacket' });
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    const largeWidth = (await jacket.boundingBox())!.width;

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/me/preferences/communityApp/showSmallJacket') && r.request().method() === 'PUT',
    );
    await small.click();
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    expect((await jacket.boundingBox())!.width).toBeLessThan(largeWidth * 0.6);

    const preferences = await page.request.post('/api/v1/me/preferences?format=object', { data: [{ type: 'communityApp' }] });
    expect(((await preferences.json()) as Record<string, Record<string, string>>).communityApp?.showSmallJacket).toBe('true');

    await page.reload();
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    expect((await jacket.boundingBox())!.width).toBeLessThan(largeWidth * 0.6);

    await large.click();
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await jacket.boundingBox())!.width).toBeCloseTo(largeWidth, 0);
    await expect
      .poll(async () => {
        const answer = await page.request.post('/api/v1/me/preferences?format=object', { data: [{ type: 'communityApp' }] });
        return ((await answer.json()) as Record<string, Record<string, string>>).communityApp?.showSmallJacket;
      })
      .toBe('false');
  });

  test("a tile of a title the demo account reviewed says 'You reviewed' with the date; the drawer shows the review", async ({ page }) => {
    const answer = await page.request.get('/api/v1/me/reviews');
    const reviews = (await answer.json()) as { sku: string; rating: number; updatedDate: string; product: { name: string } }[];
    expect(reviews.length).toBeGreaterThan(0);
    await page.goto('/');
    // A reviewed title the New Releases lane shows (other specs may have reviewed titles of other lanes since).
    const laneLinks = lane(page, 'New Releases').getByRole('article').getByRole('link');
    await expect(laneLinks.first()).toBeVisible();
    const inLane = new Set((await laneLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) => href?.split('/').pop()));
    const review = reviews.find((r) => inLane.has(r.sku));
    expect(review, 'a reviewed title in New Releases').toBeTruthy();
    const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(review!.updatedDate));

    const tile = lane(page, 'New Releases')
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/title/${review!.sku}"]`) });
    const icon = tile.getByRole('button', { name: `You reviewed ${date}` });
    await icon.scrollIntoViewIfNeeded();
    await icon.click();
    await expect(tile.getByText(`You reviewed ${date}`, { exact: true })).toBeVisible();
    // A title the account did not review has no such icon.
    const others = lane(page, 'New Releases')
      .getByRole('article')
      .filter({ hasNot: page.getByRole('button', { name: /^You reviewed / }) });
    await expect(others.first()).toBeVisible();

    await tile.getByRole('link').click();
    const drawer = page.getByRole('dialog', { name: review!.product.name });
    const panel = drawer.getByRole('region', { name: 'Your Review' });
    await expect(panel.getByText(`Rated ${review!.rating} out of 10`)).toBeVisible();
    await expect(panel.getByText(`You reviewed ${date}`)).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Nominate' })).toBeVisible();
  });

  test('Your Review says so when the account has not reviewed the title', async ({ page }) => {
    const reviewed = new Set(((await (await page.request.get('/api/v1/me/reviews')).json()) as { sku: string }[]).map((r) => r.sku));
    const answer = await page.request.get('/api/v1/filters/0/titles?lane=1&pageSize=20');
    const title = ((await answer.json()) as { products: Title[] }).products.find((p) => !reviewed.has(p.sku))!;
    await page.goto(`/title/${title.sku}`);
    await expect(page.getByText('You have not reviewed this title yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nominate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  });
});
