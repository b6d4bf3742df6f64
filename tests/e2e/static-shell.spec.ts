import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { entryFiles } from './pwa.ts';
import { appFooter, appHeader } from './shell.ts';

/** A phone (below the app's small breakpoint, 815 px: the footer tab bar) and a desktop window. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const DEVICES = [
  ['a phone', PHONE],
  ['a desktop window', DESKTOP],
] as const;
const TABS = ['Home', 'Search', 'Your Books', 'Communities', 'More'];

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the header bar and of each footer tab, from the static shell (`boot-`) or the app. */
async function shellBoxes(page: Page, kind: 'static' | 'app'): Promise<{ header: Box | null; tabs: Box[] }> {
  const header = page.locator(kind === 'static' ? '.boot-bar' : '.header-bar');
  const tabs = page.locator(kind === 'static' ? '.boot-tab' : '.footer-tab');
  const visibleTabs = [];
  for (const tab of await tabs.all()) if (await tab.isVisible()) visibleTabs.push((await tab.boundingBox())!);
  return { header: await header.boundingBox(), tabs: visibleTabs };
}

async function staticShell(browser: Browser, options: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

/**
 * The boxes of an element and of its text. The text's box is what the largest contentful paint measures: drawn larger
 * by the app (another weight or size), the app's heading would be a later largest paint than the static one.
 */
async function elementAndTextBoxes(page: Page, selector: string): Promise<Box[]> {
  const text = await page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  return [(await page.locator(selector).boundingBox())!, text];
}

function expectSameBoxes(actual: Box[], expected: Box[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((box, i) => {
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[side] - expected[i]![side]), `box ${i} ${side}`).toBeLessThanOrEqual(1);
  });
}

test('with JavaScript disabled, a phone paints the header, the five tabs and a skeleton', async ({ browser }) => {
  const { context, page } = await staticShell(browser, PHONE);
  try {
    await expect(page.locator('.boot-header')).toBeVisible();
    await expect(page.locator('.boot-header')).toHaveCSS('background-color', 'rgb(31, 78, 121)');
    await expect(page.locator('.boot-tab')).toHaveText(TABS);
    for (const tab of await page.locator('.boot-tab').all()) await expect(tab).toBeVisible();
    await expect(page.locator('.boot-line').first()).toBeVisible();
    const { header, tabs } = await shellBoxes(page, 'static');
    expect(header).toEqual({ x: 0, y: 0, width: 390, height: 56 });
    // The tab bar at the bottom of the screen, sharing its width.
    expect(tabs.every((tab) => tab.y + tab.height === 844)).toBe(true);
    expect(tabs[0]!.x).toBe(0);
    expect(tabs.at(-1)!.x + tabs.at(-1)!.width).toBeCloseTo(390, 0);
  } finally {
    await context.close();
  }
});

test('the first contentful paint does not wait for any script', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    // No script of the site ever arrives: what paints is index.html alone.
    await page.route('**/*.{js,mjs,tsx}', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('.boot-tab').last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 5_000 }).toBe(1);
  } finally {
    await context.close();
  }
});

test("the app's code, stylesheets and a screen's reads are asked for only once the static shell has painted", async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  try {
    const login = await context.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto('/yourbooks');
    await expect(page.locator('.boot-frame')).toHaveCount(0);
    const { paint, loads } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      loads: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter(({ path }) => /\.(js|css)$|^\/api\//.test(path)),
    }));
    // What the HTML asks for before its paint: the entry (index-*.js) and what it imports. Everything else comes after.
    const early = loads.filter(({ start }) => start < paint).map(({ path }) => path);
    const entry = entryFiles();
    expect(early.length).toBeGreaterThan(0);
    expect(early.filter((path) => !entry.has(path))).toEqual([]);
    for (const path of ['/api/v1/me/shelves', '/api/v1/me/user'])
      expect(loads.find((load) => load.path === path)!.start, path).toBeGreaterThanOrEqual(paint);
    expect(loads.filter(({ path }) => path.endsWith('.css')).length).toBeGreaterThan(0);
    for (const load of loads.filter(({ path }) => path.endsWith('.css'))) expect(load.start, load.path).toBeGreaterThanOrEqual(paint);
  } finally {
    await context.close();
  }
});

test('the stylesheets do not hold up the first paint; the app waits for them before it replaces the shell', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    // The stylesheets are held back until released: the static shell paints anyway.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.css', async (route) => {
      await released;
      await route.continue();
    });
    const entryLoaded = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 5_000 }).toBe(1);
    // The app's code has arrived, but without its styles it does not render over the shell (no unstyled flash).
    await entryLoaded;
    await page.waitForTimeout(1_000);
    await expect(page.locator('.boot-frame')).toBeVisible();
    await expect(appHeader(page)).toHaveCount(0);
    release();
    await expect(appHeader(page)).toBeVisible();
    await expect(page.locator('.boot-frame')).toHaveCount(0);
    await expect(page.locator('.app-header')).toHaveCSS('background-color', 'rgb(31, 78, 121)');
  } finally {
    await context.close();
  }
});

for (const [name, options] of DEVICES) {
  test(`on ${name}, the app takes over the static header and tabs at the same places`, async ({ browser }) => {
    const before = await staticShell(browser, options);
    const staticBoxes = await shellBoxes(before.page, 'static');
    await before.context.close();

    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(appHeader(page)).toBeVisible();
      await expect(page.locator('.boot-frame')).toHaveCount(0);
      if (options === PHONE) await expect(appFooter(page)).toBeVisible();
      else await expect(appFooter(page)).toHaveCount(0);
      const appBoxes = await shellBoxes(page, 'app');
      expectSameBoxes([appBoxes.header!], [staticBoxes.header!]);
      expectSameBoxes(appBoxes.tabs, staticBoxes.tabs);
      expect(staticBoxes.tabs).toHaveLength(options === PHONE ? 5 : 0);
    } finally {
      await context.close();
    }
  });
}

for (const [name, options] of DEVICES) {
  test(`on ${name}, a title page paints its name and jacket without JavaScript, where the app then draws them`, async ({ browser, request }) => {
    const answer = (await (await request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: Array<{ sku: string; name: string }> };
    const { sku, name: titleName } = answer.products[0]!;
    const before = await browser.newContext({ ...options, javaScriptEnabled: false });
    let staticJacket: Box;
    try {
      const page = await before.newPage();
      await page.goto(`/title/${sku}`);
      await expect(page.locator('.boot-heading')).toHaveText(titleName);
      const jacket = page.locator('img.boot-jacket');
      await expect.poll(() => jacket.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      staticJacket = (await jacket.boundingBox())!;
      expect(staticJacket.width).toBe(options === PHONE ? 120 : 300);
    } finally {
      await before.close();
    }
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto(`/title/${sku}`);
      const jacket = page.locator('img.jacket-large');
      await expect(jacket).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.boot-frame')).toHaveCount(0);
      expectSameBoxes([(await jacket.boundingBox())!], [staticJacket]);
    } finally {
      await context.close();
    }
  });
}

for (const [name, options] of DEVICES) {
  test(`on ${name}, signed-in Your Books paints its heading without JavaScript, where the app then draws it`, async ({ browser, baseURL }) => {
    const boxes: Record<'static' | 'app', Box[]> = { static: [], app: [] };
    for (const kind of ['static', 'app'] as const) {
      const context = await browser.newContext({ ...options, javaScriptEnabled: kind === 'app' });
      try {
        const login = await context.request.post('/api/v1/login', {
          form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
          headers: { origin: baseURL! },
        });
        expect(login.ok()).toBe(true);
        const page = await context.newPage();
        await page.goto('/yourbooks');
        const [title, subtitle] = kind === 'static' ? ['.boot-screen-title', '.boot-screen-subtitle'] : ['.screen-title', '.screen-subtitle'];
        await expect(page.locator(title)).toHaveText('Your Books');
        await expect(page.locator(subtitle)).toHaveText(/^Your shelves, the review copies/);
        if (kind === 'app') await expect(page.locator('.boot-frame')).toHaveCount(0);
        for (const selector of [title, subtitle]) boxes[kind].push(...(await elementAndTextBoxes(page, selector)));
      } finally {
        await context.close();
      }
    }
    expectSameBoxes(boxes.app, boxes.static);
  });
}

for (const [name, options] of DEVICES) {
  test(`on ${name}, a visitor's home paints its welcome without JavaScript, where the app then draws it`, async ({ browser }) => {
    const boxes: Record<'static' | 'app', Box[]> = { static: [], app: [] };
    for (const kind of ['static', 'app'] as const) {
      const context = await browser.newContext({ ...options, javaScriptEnabled: kind === 'app' });
      try {
        const page = await context.newPage();
        await page.goto('/');
        const [title, subtitle] = kind === 'static' ? ['.boot-screen-title', '.boot-screen-subtitle'] : ['.screen-title', '.screen-subtitle'];
        await expect(page.locator(title)).toHaveText('Welcome to the book trade community');
        await expect(page.locator(subtitle)).toHaveText(/^Discover upcoming titles, request review copies/);
        // The lanes' skeleton below it.
        if (kind === 'static') await expect(page.locator('.boot-line').first()).toBeVisible();
        else await expect(page.locator('.boot-frame')).toHaveCount(0);
        for (const selector of [title, subtitle]) boxes[kind].push(...(await elementAndTextBoxes(page, selector)));
      } finally {
        await context.close();
      }
    }
    expectSameBoxes(boxes.app, boxes.static);
  });
}
