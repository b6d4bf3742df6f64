import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

/**
 * Jackets: every height the server makes in a srcset (WebP first, the SVG as the fallback), width and height set
 * (2:3), the likely LCP jacket fetched at once with high priority, every other one lazy and decoded off the main
 * thread; a lane loads only the jackets in view; covers are immutable for a year.
 */

const HEIGHTS = [135, 200, 360, 450, 600];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// The service worker warms covers of seen titles for offline use; these tests count what the page itself asks for.
test.use({ serviceWorkers: 'block' });

function coverRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/covers/')) requests.push(request);
  });
  return requests;
}

const jacketsOfLane = (page: Page, n: number) => page.locator('.lane').nth(n).locator('.lane-item img.jacket');

/** The jackets whose box meets the viewport (and, in a lane, the row's visible part). */
async function visibleJackets(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const img of document.querySelectorAll<HTMLImageElement>('img.jacket')) {
      const box = img.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      const row = img.closest('.lane-row')?.getBoundingClientRect();
      if (row && (box.right <= row.left || box.left >= row.right)) continue;
      count += 1;
    }
    return count;
  });
}

test.describe('on a phone (390x844)', () => {
  test.use(PHONE);

  test('/ loads only the jackets in view (plus a small margin), as WebP; more as a lane scrolls', async ({ page }) => {
    const requests = coverRequests(page);
    await page.goto('/');
    // The first visit after the server starts can be slow on a loaded machine.
    await expect(jacketsOfLane(page, 0).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    const visible = await visibleJackets(page);
    expect(visible).toBeGreaterThanOrEqual(2);
    const before = requests.length;
    expect(before, `${before} cover requests for ${visible} jackets in view`).toBeGreaterThanOrEqual(visible);
    // Each lane in view loads its tiles in view and two ahead; the lanes further down, nothing yet.
    expect(before, `${before} cover requests for ${visible} jackets in view`).toBeLessThanOrEqual(visible + 2 * 2 + 1);
    // Chromium takes the WebP source; at DPR 2 a 135 px high jacket needs 270 px: the 360 one.
    for (const request of requests) expect(new URL(request.url()).pathname).toMatch(/^\/covers\/\d{13}\.webp$/);
    expect(new Set(requests.map((request) => new URL(request.url()).searchParams.get('height')))).toEqual(new Set(['360']));

    // Scrolling the first lane to its end brings its other jackets in.
    const row = page.locator('.lane-row').first();
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => requests.length).toBeGreaterThan(before + 5);
  });

  test("the first lane's first jackets are fetched at once with high priority; the others lazily and decoded async", async ({ page }) => {
    await page.goto('/');
    const first = jacketsOfLane(page, 0);
    await expect(first.first()).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await expect(first.nth(i)).toHaveAttribute('fetchpriority', 'high');
      await expect(first.nth(i)).toHaveAttribute('loading', 'eager');
    }
    await expect(first.nth(4)).toHaveAttribute('loading', 'lazy');
    await expect(first.nth(4)).toHaveAttribute('decoding', 'async');
    await expect(first.nth(4)).not.toHaveAttribute('fetchpriority', 'high');
    await expect(jacketsOfLane(page, 1).first()).toHaveAttribute('loading', 'lazy');
  });
});

test("every jacket has its size set (2:3), a srcset over the server's heights and a WebP source", async ({ page }) => {
  await page.goto('/');
  await expect(jacketsOfLane(page, 0).first()).toBeVisible();
  const jackets = await page.locator('img.jacket').evaluateAll((images) =>
    images.map((img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      webp: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
    })),
  );
  expect(jackets.length).toBeGreaterThan(10);
  for (const jacket of jackets) {
    expect(Number(jacket.width) * 3).toBe(Number(jacket.height) * 2);
    expect(jacket.sizes).toBe(`${jacket.width}px`);
    for (const height of HEIGHTS) {
      expect(jacket.srcset).toMatch(new RegExp(`\\.svg\\?height=${height} ${Math.round((height * 2) / 3)}w`));
      expect(jacket.webp).toMatch(new RegExp(`\\.webp\\?height=${height} ${Math.round((height * 2) / 3)}w`));
    }
  }
});

/** The sku of the first title of the first lane on /. */
async function firstSku(page: Page): Promise<string> {
  await page.goto('/');
  const src = await jacketsOfLane(page, 0).first().getAttribute('src');
  return src!.match(/\/covers\/(\d{13})\./)![1]!;
}

test('the title page jacket is the LCP image: high priority, not lazy, WebP, immutable for a year', async ({ page }) => {
  const sku = await firstSku(page);
  const requests = coverRequests(page);
  await page.goto(`/title/${sku}`);
  const jacket = page.locator('img.jacket-large');
  await expect(jacket).toBeVisible();
  await expect(jacket).toHaveAttribute('fetchpriority', 'high');
  await expect(jacket).toHaveAttribute('loading', 'eager');
  await expect.poll(() => jacket.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const mine = requests.filter((r) => r.url().includes(`/covers/${sku}.`));
  expect(mine.length).toBeGreaterThan(0);
  const response = await mine[0]!.response();
  expect(response!.headers()['content-type']).toBe('image/webp');
  expect(response!.headers()['cache-control']).toBe(IMMUTABLE);
});

test('covers as SVG and WebP, interior images and avatars: the right type, immutable for a year', async ({ page, request }) => {
  const sku = await firstSku(page);
  for (const [path, type] of [
    [`/covers/${sku}.svg?height=450`, 'image/svg+xml; charset=utf-8'],
    [`/covers/${sku}.webp?height=450`, 'image/webp'],
    ['/avatars/DR-3.svg', 'image/svg+xml; charset=utf-8'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    expect(response.headers()['cache-control'], path).toBe(IMMUTABLE);
  }
});

test.describe('the demo account', () => {
  test.use(PHONE);

  test("/yourbooks: the first rows' jackets are high priority, the other panels' lazy", async ({ page, baseURL }) => {
    const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
    expect(login.status()).toBe(200);
    await page.goto('/yourbooks');
    const rows = page.locator('.panels > .panel').first().locator('.yb-row img.jacket');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(rows.first()).toHaveAttribute('loading', 'eager');
    const later = page.locator('.panels > .panel').nth(1).locator('.yb-row img.jacket');
    if (await later.count()) await expect(later.first()).toHaveAttribute('loading', 'lazy');
  });
});
