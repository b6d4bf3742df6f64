import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

/** A review lane of the home page, by its header. */
function lane(page: Page, header: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${header}`) });
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post('/api/v1/login', {
    form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

test('an anonymous visitor sees the four review lanes with real titles and covers', async ({ page }) => {
  await page.goto('/');
  for (const header of ['Coming Later', 'Coming Soon', 'New Releases', 'Backlist']) {
    const tiles = lane(page, header).getByRole('article');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first().getByRole('link')).toHaveAttribute('href', /^\/title\/\d{13}$/);
  }
  const backlist = lane(page, 'Backlist');
  await expect(backlist.getByRole('article')).toHaveCount(40);
  await expectImageLoaded(backlist.getByRole('article').first().getByRole('img'));
  // A visitor cannot see community reviews, so no tile claims a review count.
  await expect(backlist.getByRole('article').getByText(/\d+ reviews?/)).toHaveCount(0);

  await backlist.getByRole('button', { name: /See more/ }).click();
  await expect(backlist.getByRole('article')).toHaveCount(60);
  await expectImageLoaded(backlist.getByRole('article').nth(45).getByRole('img'));
});

test('a tile opens the title drawer, whose link opens the title page with name, author, list tag and descriptions', async ({ page }) => {
  await page.goto('/');
  const tile = lane(page, 'Coming Later').getByRole('article').first();
  const name = (await tile.locator('.tile-name').textContent()) ?? '';
  const author = (await tile.locator('.tile-author').textContent()) ?? '';
  expect(name).not.toBe('');
  const href = await tile.getByRole('link').getAttribute('href');
  await tile.getByRole('link').click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Open title page' }).click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`by ${author}`)).toBeVisible();
  // Lane 1 titles come out more than 3 months from now.
  await expect(page.getByText('FRONTLIST', { exact: true })).toBeVisible();
  await expectImageLoaded(page.locator('.title-jacket').getByRole('img', { name }));

  const summary = page.getByRole('button', { name: 'Summary' });
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const bio = page.getByRole('button', { name: 'Author Bio' });
  await expect(bio).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(new RegExp(`^${author} `))).toBeHidden();
  await bio.click();
  await expect(bio).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(new RegExp(`^${author} `))).toBeVisible();
});

test("a backlist title's drawer says BACKLIST and its interior images open in a gallery over the drawer", async ({ page }) => {
  await page.goto('/');
  const tile = lane(page, 'Backlist').getByRole('article').first();
  const name = (await tile.locator('.tile-name').textContent()) ?? '';
  await tile.getByRole('link').click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByText('BACKLIST', { exact: true })).toBeVisible();
  const thumbs = page.getByRole('button', { name: /^Open image \d/ });
  await expect(thumbs.first()).toBeVisible();
  await expectImageLoaded(thumbs.first().locator('img'));
  await thumbs.first().click();
  const gallery = page.locator('ion-modal.gallery-modal');
  await expect(gallery.getByRole('heading', { name: /^Images of / })).toBeVisible();
  await expectImageLoaded(gallery.locator('img.gallery-large').first());
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toHaveCount(0);
  await expect(drawer.getByText('BACKLIST', { exact: true })).toBeVisible();
});

test.describe('share link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies origin + /title/{sku} and says Copied to clipboard', async ({ page, baseURL }) => {
    await page.goto('/');
    const link = lane(page, 'Coming Soon').getByRole('article').first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);
  });
});

test('a tile with markup notes shows the first note in a popover', async ({ page, request }) => {
  const answer = await request.get('/api/v1/filters/0/titles?lane=2&sort=pubDate&order=asc&pageSize=40');
  const { products } = (await answer.json()) as { products: { sku: string; markupNotes: { value: string }[] }[] };
  const noted = products.find((product) => product.markupNotes.length > 0);
  expect(noted).toBeDefined();
  await page.goto('/');
  const tile = lane(page, 'Coming Soon')
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/title/${noted!.sku}"]`) });
  const note = tile.getByText(noted!.markupNotes[0]!.value, { exact: true });
  await expect(note).toBeHidden();
  await tile.getByRole('button', { name: 'Markup note' }).click();
  await expect(note).toBeVisible();
});

test('an unknown sku shows the issue loading title details message', async ({ page }) => {
  await page.goto('/title/9999999999999');
  await expect(page.getByRole('alert')).toContainText('There was an issue loading title details.');
});

test('an anonymous visitor can open a title page; account-only actions ask to sign up or log in', async ({ page, request }) => {
  const answer = await request.get('/api/v1/filters/0/titles?lane=2&pageSize=1');
  const { products } = (await answer.json()) as { products: { sku: string; name: string }[] };
  const product = products[0]!;
  await page.goto(`/title/${product.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Log in to see what the community thinks of this title.')).toBeVisible();
  await page.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('heading', { name: 'Join the community' })).toBeVisible();
});

test('signed in, community reviews are grouped by rating', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const answer = await page.request.get('/api/v1/filters/0/titles?sort=reviews&order=desc&pageSize=1');
  const { products } = (await answer.json()) as { products: { sku: string; name: string; reviews: number }[] };
  const product = products[0]!;
  expect(product.reviews).toBeGreaterThan(0);
  await page.goto(`/title/${product.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const groups = page.getByRole('heading', { level: 3, name: /^Rated \d+ out of 10 \(\d+ reviews?\)$/ });
  await expect(groups.first()).toBeVisible();
  await expect(page.getByText(/^Rated \d+ out of 10 · /).first()).toBeVisible();
  await page.goto('/');
  await expect(
    lane(page, 'Coming Soon')
      .getByText(/^★ \d+\.\d$/)
      .first(),
  ).toBeVisible();
  await page.goto(`/title/${product.sku}`);
  // The jacket offers one review copy action (requests: tests/e2e/requests.spec.ts).
  await expect(
    page
      .locator('.title-actions')
      .getByRole('button', {
        name: /^(Request a review copy of .+|Download|Review Copy Not Available|Cancel Pending Request|Re-enable Request|Archive Request)$/,
      })
      .first(),
  ).toBeVisible();
});

/** Indexes of the lane items wholly inside the row's visible box. */
function fullyVisible(row: Locator): Promise<number[]> {
  return row.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    return [...ul.children].flatMap((li, index) => {
      const r = li.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 ? [index] : [];
    });
  });
}

test.describe('tablet-sized window', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('a lane shows 4 titles and Next slides 3', async ({ page }) => {
    await page.goto('/');
    const row = lane(page, 'Coming Later').getByRole('list', { name: 'Coming Later' });
    await expect(row.getByRole('article').first()).toBeVisible();
    expect(await fullyVisible(row)).toEqual([0, 1, 2, 3]);
    await page.getByRole('button', { name: 'Next titles in Coming Later' }).click();
    await expect.poll(() => fullyVisible(row)).toEqual([3, 4, 5, 6]);
  });
});

test.describe('phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a lane shows two and a half titles', async ({ page }) => {
    await page.goto('/');
    const row = lane(page, 'Coming Later').getByRole('list', { name: 'Coming Later' });
    await expect(row.getByRole('article').first()).toBeVisible();
    expect(await fullyVisible(row)).toEqual([0, 1]);
    const third = await row
      .getByRole('listitem')
      .nth(2)
      .evaluate((li) => {
        const box = li.parentElement!.getBoundingClientRect();
        const r = li.getBoundingClientRect();
        return (box.right - r.left) / r.width;
      });
    expect(third).toBeGreaterThan(0.3);
    expect(third).toBeLessThan(0.7);
  });
});
