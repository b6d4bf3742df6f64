import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { entryFiles } from './pwa.ts';

/**
 * A screen's largest image starts with the HTML and its first reads with the app's code, once the static shell has
 * painted (the server's <link rel="preload"> tags, src/server/plugins/client.ts), not after the JavaScript ran, and the
 * app uses those answers: each is requested once.
 */

// The screen as wide as the viewport, as on a phone: Chromium's preload scanner reads width=device-width as the screen's
// width (the Desktop Chrome defaults' 1920 px would pick the desktop size of the jacket).
const PHONE = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// A first visit: nothing from the service worker's caches.
test.use({ serviceWorkers: 'block' });

/** Every request of the page by path (with its query), in order, and when the first script of the app's code (not of the entry) finished. */
function watchRequests(page: Page) {
  const entry = entryFiles();
  const requests: string[] = [];
  const started = new Map<string, number>();
  let firstScriptDone = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    requests.push(key);
    if (!started.has(key)) started.set(key, Date.now());
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && !entry.has(new URL(request.url()).pathname)) firstScriptDone = Math.min(firstScriptDone, Date.now());
  });
  return {
    count: (path: string) => requests.filter((key) => key === path).length,
    matching: (pattern: RegExp) => requests.filter((key) => pattern.test(key)),
    startedBeforeAppCode: (path: string) => (started.get(path) ?? Number.POSITIVE_INFINITY) <= firstScriptDone,
  };
}

/** The sku of the catalogue's first title (asked of the API: the page's first navigation is the one measured). */
async function firstSku(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: Array<{ sku: string }> };
  return answer.products[0]!.sku;
}

test.describe('on a phone (390x844)', () => {
  test.use(PHONE);

  test("a title page preloads its jacket (the file the page shows) and the title's data; each is fetched once", async ({ page, request }) => {
    const sku = await firstSku(request);
    const fresh = page;
    const requests = watchRequests(fresh);
    await fresh.goto(`/title/${sku}`);
    const jacket = fresh.locator('img.jacket-large');
    await expect(jacket).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => jacket.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await fresh.waitForLoadState('networkidle');

    const shown = new URL(await jacket.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(shown.pathname).toBe(`/covers/${sku}.webp`);
    const covers = requests.matching(new RegExp(`^/covers/${sku}\\.`));
    expect(covers, 'the jacket is fetched once: the preloaded file is the one the page shows').toEqual([shown.pathname + shown.search]);
    expect(requests.startedBeforeAppCode(covers[0]!), 'the jacket is asked for with the HTML, before the code arrives').toBe(true);

    const data = `/api/products/${sku}`;
    expect(requests.count(data), 'the title is fetched once: the app reads the preloaded answer').toBe(1);
    expect(requests.startedBeforeAppCode(data)).toBe(true);
    // An anonymous visitor's session answers 401, which Chromium would not reuse: not preloaded, asked once by the app.
    expect(requests.count('/api/v1/me/user')).toBe(1);
  });

  test('signed in, /yourbooks reads the session and its four sections with the code, each once, and shows the rows', async ({ page, baseURL }) => {
    const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
    expect(login.status()).toBe(200);
    const requests = watchRequests(page);
    await page.goto('/yourbooks');
    await expect(page.locator('.panels > .panel').first().locator('.yb-row').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (const path of ['/api/v1/me/shelves', '/api/v1/me/requests', '/api/v1/me/galleys/downloads', '/api/v1/me/reviews']) {
      expect(requests.count(path), `${path} is fetched once`).toBe(1);
    }
    // The session is asked again in a full run (after other specs' changes to the demo account): only its start with
    // the HTML is checked.
    for (const path of ['/api/v1/me/user', '/api/v1/me/shelves', '/api/v1/me/requests', '/api/v1/me/galleys/downloads', '/api/v1/me/reviews']) {
      expect(requests.startedBeforeAppCode(path), `${path} is asked for with the code, before it arrives`).toBe(true);
    }
  });
});

test('the HTML of a title page carries its preloads; / and anonymous /yourbooks carry none', async ({ request }) => {
  const sku = await firstSku(request);
  const title = await (await request.get(`/title/${sku}`, { headers: { Accept: 'text/html' } })).text();
  expect(title).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/${sku}">`);
  expect(title).toMatch(
    new RegExp(`<link rel="preload" as="image" fetchpriority="high" type="image/webp"[^>]* imagesrcset="/covers/${sku}\\.webp\\?height=135 90w, `),
  );
  for (const path of ['/', '/yourbooks']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).not.toContain('rel="preload"');
  }
});
