import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, logIn } from './auth.ts';
import { seriousAxeFindings } from './axe.ts';
import { BASE_URL } from './env.ts';
import { DEMO, logInApi, registerAccount } from './outbox.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

type Viewed = {
  activeProducts: Array<{ sku: string; name: string; drcExpirationDate: string | null }>;
  lastReadPositionBySku: Record<string, { percentOfBookCompleted: number; cfi: string }>;
};

async function viewed(page: Page): Promise<Viewed> {
  const res = await page.request.get('/api/me/galleys/reader/viewed');
  expect(res.status()).toBe(200);
  return (await res.json()) as Viewed;
}

/** The start of every paragraph or heading (and the alt of pictures) the reader shows on screen now; the book's other columns are off screen. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('.reader-view .epub-container');
    const frame = container?.querySelector('iframe');
    const doc = frame?.contentDocument;
    if (!container || !frame || !doc) return '';
    const view = container.getBoundingClientRect();
    const frameBox = frame.getBoundingClientRect();
    const shown: string[] = [];
    for (const block of doc.querySelectorAll('h1, h2, p, img')) {
      const inView = [...block.getClientRects()].some((rect) => {
        const left = frameBox.left + rect.left;
        return rect.width > 0 && left >= view.left - 1 && left < view.right - 1;
      });
      if (inView)
        shown.push(
          block.tagName.toLowerCase() === 'img' ? `[picture ${block.getAttribute('alt') ?? ''}]` : (block.textContent ?? '').trim().slice(0, 40),
        );
    }
    return shown.join(' | ');
  });
}

/** The block the page starts with: after a reload it must be on screen again (page breaks may fall elsewhere once re-laid out). */
const firstBlock = (text: string) => text.split(' | ')[0]!;

/** The position kept on this device for a title (the reader's IndexedDB), or null. */
function devicePercent(page: Page, sku: string): Promise<number | null> {
  return page.evaluate(
    (key) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('booktrade');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('readerPositions').objectStore('readerPositions').get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { percentOfBookCompleted: number } | undefined)?.percentOfBookCompleted ?? null);
          };
          get.onerror = () => resolve(null);
        };
      }),
    sku,
  );
}

const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('reader-percent').textContent()) ?? '', 10);

/** The page on screen once it has settled: its percent shown is the one kept on the device (a reload opens there). */
async function settledPage(page: Page, sku: string) {
  await expect
    .poll(async () => {
      const shown = await percentShown(page);
      return shown === Math.floor((await devicePercent(page, sku)) ?? -1) ? shown : null;
    })
    .not.toBeNull();
  return { text: await shownText(page), percent: await percentShown(page) };
}

/** Holds a read-write transaction on the device's reading positions from `page` (same origin) until released: writes of other pages wait behind it. */
async function holdPositionWrites(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('booktrade');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const held = window as unknown as { released?: boolean };
          const store = open.result.transaction('readerPositions', 'readwrite').objectStore('readerPositions');
          const keepBusy = () => {
            if (!held.released) store.count().onsuccess = keepBusy;
          };
          keepBusy();
          resolve();
        };
      }),
  );
  return () => page.evaluate(() => void ((window as unknown as { released?: boolean }).released = true));
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Reader controls' });

/** A tap (a click without touch) on the page's left third, middle or right third, below where the toolbar lies. */
async function tapPage(page: Page, where: 'left' | 'middle' | 'right') {
  const box = (await page.locator('.reader-view').boundingBox())!;
  const x = box.x + box.width * { left: 0.2, middle: 0.5, right: 0.8 }[where];
  const y = box.y + box.height * 0.6;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Shows the toolbar when it is hidden, as a reader does: a tap in the middle of the page. */
async function showToolbar(page: Page) {
  await page.waitForTimeout(300); // the toolbar slides in or out in 0.2 s
  if (!(await isInViewport(toolbar(page)))) await tapPage(page, 'middle');
  await expect(toolbar(page)).toBeInViewport({ ratio: 1 });
}

const isInViewport = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top >= 0);

async function signIn(page: Page) {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
}

test('reads a galley online, then offline from the device, keeps the position and sends it once back online', async ({ page: reader, context }) => {
  const page = reader;
  test.setTimeout(120_000);
  await signIn(page);
  const [sku] = Object.entries((await viewed(page)).lastReadPositionBySku).find(([, p]) => p.percentOfBookCompleted === 42)!;

  // The title page's Read online button: 42% read, last viewed, opens the reader in the same tab.
  await page.goto(`/title/${sku}`);
  const readOnline = page.getByRole('link', { name: /Read Online/ });
  await expect(readOnline).toContainText('42% Read');
  await expect(readOnline).toHaveAttribute('title', /^Last viewed on /);
  await readOnline.click();
  await expect(reader).toHaveURL(new RegExp(`/read/${sku}$`));
  expect(context.pages()).toHaveLength(1);

  // The server's 42% (with no CFI) is reached once locations exist; the text is on screen.
  await expect(reader.getByTestId('reader-percent')).toHaveText('42%', { timeout: 20_000 });
  await expect.poll(() => shownText(reader)).not.toBe('');
  const previous = reader.getByRole('button', { name: 'Previous page' });
  await expect(previous).toBeEnabled();

  // Next page by the button, then by the arrow key.
  let before = await shownText(reader);
  await reader.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => shownText(reader)).not.toBe(before);
  before = await shownText(reader);
  await reader.keyboard.press('ArrowRight');
  await expect.poll(() => shownText(reader)).not.toBe(before);
  expect(await percentShown(reader)).toBeGreaterThanOrEqual(42);

  // Text size and theme reach the page (the toolbar, hidden as pages turn, shown by a tap in the middle).
  await expect(toolbar(reader)).not.toBeInViewport();
  await showToolbar(reader);
  const frameBody = reader.frameLocator('.reader-view iframe').locator('body');
  const fontBefore = await frameBody.evaluate((body) => Number.parseFloat(getComputedStyle(body).fontSize));
  await reader.getByRole('button', { name: 'Larger text' }).click();
  await expect(reader.getByText('110%', { exact: true })).toBeVisible();
  await expect.poll(() => frameBody.evaluate((body) => Number.parseFloat(getComputedStyle(body).fontSize))).toBeGreaterThan(fontBefore);
  await reader.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(reader.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => frameBody.evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(18, 18, 18)');
  await reader.getByRole('button', { name: 'Sepia', exact: true }).click();
  await expect.poll(() => frameBody.evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(244, 236, 216)');

  // Table of contents: a later chapter opens (further than the pages read so far).
  const readSoFar = await percentShown(reader);
  await showToolbar(reader);
  await reader.getByRole('button', { name: 'Contents' }).click();
  const toc = reader.getByRole('dialog', { name: 'Contents' });
  const chapters = toc.getByRole('button', { name: /^Chapter \d+/ });
  const chapter = chapters.nth(Math.floor((await chapters.count()) * 0.7));
  const chapterTitle = (await chapter.textContent())!.trim().slice(0, 40);
  await chapter.click();
  await expect(toc).toBeHidden();
  await expect.poll(() => shownText(reader)).toContain(chapterTitle);
  await expect.poll(() => percentShown(reader)).toBeGreaterThan(readSoFar);
  await reader.keyboard.press('ArrowRight');
  await expect.poll(() => shownText(reader)).not.toContain(chapterTitle);
  const online = await settledPage(reader, sku);

  await setOffline(context, true);
  try {
    // Offline: the galley opens from the device at the same page.
    await reader.reload();
    await expect.poll(() => shownText(reader), { timeout: 20_000 }).toContain(firstBlock(online.text));
    await expect(reader.getByTestId('reader-percent')).toHaveText(`${online.percent}%`);

    // Turn pages offline, reload: the position is kept.
    for (let i = 0; i < 2; i++) {
      before = await shownText(reader);
      // Pressed while the reopened book may still be placing its page: the turn waits for it, and is not lost.
      await reader.keyboard.press('ArrowRight');
      await expect.poll(() => shownText(reader)).not.toBe(before);
    }
    await expect.poll(() => percentShown(reader)).toBeGreaterThan(online.percent);
    const offline = await settledPage(reader, sku);
    await reader.reload();
    await expect.poll(() => shownText(reader), { timeout: 20_000 }).toContain(firstBlock(offline.text));
    await expect(reader.getByTestId('reader-percent')).toHaveText(`${offline.percent}%`);

    expect(Math.floor((await viewed(page)).lastReadPositionBySku[sku]!.percentOfBookCompleted)).toBeLessThan(offline.percent);
    // Back to the title page (where the reader came from, before the reloads): offline, it shows how far this
    // device has read (not sent yet).
    await showToolbar(reader);
    await toolbar(reader).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/title/${sku}$`));
    await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${offline.percent}% Read`, { timeout: 20_000 });

    // A fresh start of the app (still offline, not in the reader), then back online: the shell finds the position
    // waiting and sends it, with no reader opened.
    await page.reload();
    await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${offline.percent}% Read`, { timeout: 20_000 });
    await setOffline(context, false);
    await expect
      .poll(async () => Math.floor((await viewed(page)).lastReadPositionBySku[sku]!.percentOfBookCompleted), { timeout: 15_000 })
      .toBe(offline.percent);

    // Reading on offline, then back online with the reader open: the reader sends the new position.
    await setOffline(context, true);
    await page.getByRole('link', { name: /Read Online/ }).click();
    await expect.poll(() => shownText(reader), { timeout: 20_000 }).toContain(firstBlock(offline.text));
    before = await shownText(reader);
    await reader.keyboard.press('ArrowRight');
    await expect.poll(() => shownText(reader)).not.toBe(before);
    await expect.poll(() => percentShown(reader)).toBeGreaterThan(offline.percent);
    const further = await settledPage(reader, sku);
    await setOffline(context, false);
    await expect
      .poll(async () => Math.floor((await viewed(page)).lastReadPositionBySku[sku]!.percentOfBookCompleted), { timeout: 15_000 })
      .toBe(further.percent);
    await showToolbar(reader);
    await toolbar(reader).getByRole('button', { name: 'Back' }).click();
    await page.reload();
    await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${further.percent}% Read`);

    // A page turned while another tab holds the device's positions (its write waits), then the page reloaded: an
    // IndexedDB write not finished when a page goes is lost, so the reader also backs the page up as it goes.
    await page.getByRole('link', { name: /Read Online/ }).click();
    await expect.poll(() => shownText(reader), { timeout: 20_000 }).toContain(firstBlock(further.text));
    const holder = await context.newPage();
    await holder.goto('/favicon.svg');
    const release = await holdPositionWrites(holder);
    before = await shownText(reader);
    await reader.keyboard.press('ArrowLeft');
    await expect.poll(() => shownText(reader)).not.toBe(before);
    await reader.waitForTimeout(500); // kept after 250 ms: the write waits behind the other tab's
    const held = await shownText(reader);
    const reloaded = reader.reload();
    await reader.waitForEvent('domcontentloaded');
    await release();
    await reloaded;
    await expect.poll(() => shownText(reader), { timeout: 20_000 }).toContain(firstBlock(held));
  } finally {
    await setOffline(context, false);
  }
});

test('a galley whose review copy has expired is removed from the device and refuses to open', async ({ page }) => {
  await signIn(page);
  const product = (await viewed(page)).activeProducts.find((p) => p.drcExpirationDate)!;
  await page.goto(`/read/${product.sku}`);
  await expect.poll(() => shownText(page), { timeout: 20_000 }).not.toBe('');
  const galleys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('booktrade');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const keys = open.result.transaction('galleys').objectStore('galleys').getAllKeys();
            keys.onsuccess = () => {
              resolve(keys.result.map(String));
              open.result.close();
            };
          };
        }),
    );
  expect(await galleys()).toContain(product.sku);

  // A day after drcExpirationDate (by this device's clock): the copy on the device is deleted, the reader says why.
  await page.clock.setFixedTime(new Date(new Date(product.drcExpirationDate!).getTime() + 86_400_000));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This review copy has expired');
  await expect(page.locator('.reader-view')).toHaveCount(0);
  expect(await galleys()).not.toContain(product.sku);
});

test("a signed-in title page with a readable galley loads none of the reader's code (epubjs)", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push(res.url());
  });
  await signIn(page);
  const product = (await viewed(page)).activeProducts[0]!;
  await page.goto(`/title/${product.sku}`);
  await expect(page.getByRole('link', { name: /Read Online/ })).toHaveAttribute('title', /web reader|Last viewed/);
  const code = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(code.length).toBeGreaterThan(3);
  expect(code.some((text) => text.includes('epubcfi('))).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /**
   * A galley the other tests leave alone (not the first, whose expiry is tried and which storage.spec.ts stores; not
   * the one read at 42%, then to its end), with no position kept yet or one with its page (a kept percent alone would
   * move the page once the locations are made), not near the end; the same for each test (their positions have pages).
   */
  let sku: string;
  test.beforeEach(async ({ page }) => {
    await logInApi(page.request, DEMO);
    const answer = await viewed(page);
    const unread = answer.activeProducts.slice(1).filter((p) => {
      const kept = answer.lastReadPositionBySku[p.sku];
      return !kept?.percentOfBookCompleted || (kept.cfi && kept.percentOfBookCompleted < 80);
    });
    expect(unread.length).toBeGreaterThan(0);
    sku = unread[unread.length - 1]!.sku;
  });

  /** Opens the reader on the galley; answers once its page shows and the percent is known (the page will not move by itself). */
  async function openReader(page: Page) {
    await page.goto(`/read/${sku}`);
    await expect.poll(() => shownText(page), { timeout: 20_000 }).not.toBe('');
    await expect(page.getByTestId('reader-percent')).toHaveText(/%/, { timeout: 20_000 });
  }

  /** A swipe across the page (touch events, as a finger makes them), from one x to another. */
  async function swipe(page: Page, fromX: number, toX: number) {
    const box = (await page.locator('.reader-view').boundingBox())!;
    const y = box.y + box.height * 0.6;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** The first words of the page shown (up to 40 characters of its first line's text), read where the page starts. */
  function wordsAtPageStart(page: Page): Promise<string> {
    return page.evaluate(() => {
      const container = document.querySelector<HTMLElement>('.reader-view .epub-container');
      const frame = container?.querySelector('iframe');
      const doc = frame?.contentDocument;
      if (!container || !frame || !doc) return '';
      const view = container.getBoundingClientRect();
      const offset = frame.getBoundingClientRect().left;
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
      const range = doc.createRange();
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          if (!node.data[i]!.trim()) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && offset + rect.left >= view.left - 1 && offset + rect.left < view.right - 1) return node.data.slice(i, i + 40);
        }
      }
      return '';
    });
  }

  /** Whether `words` (of one text node) are on the page shown. */
  function onScreen(page: Page, words: string): Promise<boolean> {
    return page.evaluate((wanted) => {
      const container = document.querySelector<HTMLElement>('.reader-view .epub-container');
      const frame = container?.querySelector('iframe');
      const doc = frame?.contentDocument;
      if (!container || !frame || !doc) return false;
      const view = container.getBoundingClientRect();
      const offset = frame.getBoundingClientRect().left;
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const at = node.data.indexOf(wanted);
        if (at === -1) continue;
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const left = offset + range.getBoundingClientRect().left;
        return left >= view.left - 1 && left < view.right - 1;
      }
      return false;
    }, words);
  }

  const bodyFontSize = (page: Page) =>
    page
      .frameLocator('.reader-view iframe')
      .locator('body')
      .evaluate((body) => Number.parseFloat(getComputedStyle(body).fontSize));

  test('the reader opens in the same tab from the title page and Back returns there; opened directly, Back leads to the title page', async ({
    page,
    context,
  }) => {
    await page.goto(`/title/${sku}`);
    const readOnline = page.getByRole('link', { name: /Read Online/ });
    await expect(readOnline).not.toHaveAttribute('target');
    await readOnline.click();
    await expect(page).toHaveURL(new RegExp(`/read/${sku}$`));
    await expect.poll(() => shownText(page), { timeout: 20_000 }).not.toBe('');
    expect(context.pages()).toHaveLength(1);

    await toolbar(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/title/${sku}$`));
    await expect(readOnline).toBeVisible();

    // Opened from a link elsewhere (or the installed app reopened on it): nothing to go back to, the title page instead.
    await openReader(page);
    await toolbar(page).getByRole('link', { name: 'Back to the title page' }).click();
    await expect(page).toHaveURL(new RegExp(`/title/${sku}$`));
    await expect(readOnline).toBeVisible();
  });

  test('the toolbar hides as pages turn and returns on a tap in the middle or when the keyboard reaches it; taps on the sides, swipes and arrow keys turn pages', async ({
    page,
  }) => {
    await openReader(page);
    await expect(toolbar(page)).toBeInViewport();
    await tapPage(page, 'middle');
    await expect(toolbar(page)).not.toBeInViewport();
    await tapPage(page, 'middle');
    await expect(toolbar(page)).toBeInViewport();

    // The right third: the next page, and the toolbar goes; the left third: back.
    const first = await shownText(page);
    await tapPage(page, 'right');
    await expect.poll(() => shownText(page)).not.toBe(first);
    await expect(toolbar(page)).not.toBeInViewport();
    const second = await shownText(page);
    await tapPage(page, 'left');
    await expect.poll(() => shownText(page)).toBe(first);

    // A swipe to the left turns on, to the right back; the arrow keys too.
    await swipe(page, 300, 80);
    await expect.poll(() => shownText(page)).toBe(second);
    await swipe(page, 80, 300);
    await expect.poll(() => shownText(page)).toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownText(page)).toBe(second);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownText(page)).toBe(first);
    await expect(toolbar(page)).not.toBeInViewport();

    // The keyboard: Tab into the hidden toolbar shows it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await expect(toolbar(page).getByRole('link', { name: 'Back to the title page' })).toBeFocused();
    await expect(toolbar(page)).toBeInViewport();
  });

  test('a larger or smaller text keeps the page: the words that began it stay on screen, size after size', async ({ page }) => {
    await openReader(page);
    for (let turn = 0; turn < 2; turn++) {
      const before = await shownText(page);
      await tapPage(page, 'right');
      await expect.poll(() => shownText(page)).not.toBe(before);
    }
    await showToolbar(page);
    const words = await wordsAtPageStart(page);
    expect(words.trim().length).toBeGreaterThan(5);

    for (const [button, size] of [
      ['Larger text', '110%'],
      ['Larger text', '120%'],
      ['Smaller text', '110%'],
      ['Smaller text', '100%'],
      ['Smaller text', '90%'],
    ] as const) {
      const fontBefore = await bodyFontSize(page);
      await toolbar(page).getByRole('button', { name: button }).click();
      await expect(toolbar(page).getByText(size, { exact: true })).toBeVisible();
      if (button === 'Larger text') await expect.poll(() => bodyFontSize(page)).toBeGreaterThan(fontBefore);
      else await expect.poll(() => bodyFontSize(page)).toBeLessThan(fontBefore);
      // Laid out again, then placed back on the page: give it a moment, then the words must be (and stay) on screen.
      await page.waitForTimeout(750);
      await expect.poll(() => onScreen(page, words), { message: `"${words}" on screen after ${button}` }).toBe(true);
    }
  });

  test('the contents mark the chapter being read, and follow the reader', async ({ page }) => {
    await openReader(page);
    await showToolbar(page);
    await toolbar(page).getByRole('button', { name: 'Contents' }).click();
    const toc = page.getByRole('dialog', { name: 'Contents' });
    // At most one entry marked (none on the cover, before the first chapter).
    await expect(toc.getByRole('button', { name: /^Chapter 1/ })).toBeVisible();
    expect(await toc.locator('[aria-current="true"]').count()).toBeLessThanOrEqual(1);

    const chapters = toc.getByRole('button', { name: /^Chapter \d+/ });
    const count = await chapters.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const index = count - 2;
    const chapterTitle = (await chapters.nth(index).textContent())!.trim();
    await chapters.nth(index).click();
    await expect(toc).toBeHidden();
    await expect.poll(() => shownText(page)).toContain(chapterTitle.slice(0, 40));

    await showToolbar(page);
    await toolbar(page).getByRole('button', { name: 'Contents' }).click();
    await expect(chapters.nth(index)).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('[aria-current="true"]')).toHaveCount(1);
    // Marked for the eye too: bold, with a bar at its start, unlike the others.
    const look = (entry: Locator) =>
      entry.evaluate((element) => `${getComputedStyle(element).fontWeight} ${getComputedStyle(element).boxShadow !== 'none'}`);
    expect(await look(chapters.nth(index))).toBe('700 true');
    expect(await look(chapters.nth(index - 1))).toBe('400 false');
    await toc.getByRole('button', { name: 'Close contents' }).click();
    await expect(toc).toBeHidden();

    // A page back: the end of the chapter before, which the contents now mark.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownText(page)).not.toContain(chapterTitle.slice(0, 40));
    await showToolbar(page);
    await toolbar(page).getByRole('button', { name: 'Contents' }).click();
    await expect(chapters.nth(index - 1)).toHaveAttribute('aria-current', 'true');
    await expect(chapters.nth(index)).not.toHaveAttribute('aria-current');
  });

  test('axe finds nothing critical or serious in the reader, its contents included; its controls are at least 44x44 px', async ({ page }) => {
    await openReader(page);
    await expect(toolbar(page)).toBeInViewport();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const targets = toolbar(page).locator('button, a');
    for (let i = 0; i < (await targets.count()); i++) {
      const box = (await targets.nth(i).boundingBox())!;
      const name = (await targets.nth(i).getAttribute('aria-label')) ?? (await targets.nth(i).textContent());
      expect(Math.min(box.width, box.height), `${name}: ${box.width}x${box.height}`).toBeGreaterThanOrEqual(44);
    }

    await toolbar(page).getByRole('button', { name: 'Contents' }).click();
    const toc = page.getByRole('dialog', { name: 'Contents' });
    await expect(toc.getByRole('button', { name: /^Chapter 1/ })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const entries = toc.getByRole('button');
    for (let i = 0; i < (await entries.count()); i++) {
      await entries.nth(i).scrollIntoViewIfNeeded();
      const box = (await entries.nth(i).boundingBox())!;
      const name = (await entries.nth(i).getAttribute('aria-label')) ?? (await entries.nth(i).textContent());
      expect(Math.min(box.width, box.height), `${name}: ${box.width}x${box.height}`).toBeGreaterThanOrEqual(44);
    }
  });
});

test('a galley laid out in folders (contents in nav/, chapters in text/, its SVG cover first in the reading order) shows a first page, jumps from the contents, turns and counts % Read', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'nested-galley');
  // Harbor & Vine ships its galleys laid out in folders (seed catalogData galleyLayout) and approves every request.
  let sku = '';
  for (let p = 1; !sku; p++) {
    const body = (await (await page.request.get(`/api/v1/filters/0/titles?page=${p}&pageSize=100`)).json()) as {
      products: Array<{ sku: string; publisher: string; isRequestable: boolean }>;
    };
    expect(body.products.length, 'a requestable Harbor & Vine title').toBeGreaterThan(0);
    sku = body.products.find((t) => t.publisher === 'Harbor & Vine' && t.isRequestable)?.sku ?? '';
  }
  const requested = await page.request.post('/api/v1/me/galleys/requests', {
    data: { sku, selectedTitleEvaluationPurposeTypeId: 4 },
    headers: { origin: BASE_URL },
  });
  expect(requested.status(), await requested.text()).toBe(200);

  await page.goto(`/read/${sku}`);
  // The first page is the cover picture itself (a reading-order SVG, shown in a page of its own).
  await expect.poll(() => shownText(page), { timeout: 15_000 }).toContain('[picture');
  const cover = page.frameLocator('.reader-view iframe').locator('img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The contents' hrefs are relative to nav/nav.xhtml: each entry still opens its chapter.
  await showToolbar(page);
  await toolbar(page).getByRole('button', { name: 'Contents' }).click();
  const toc = page.getByRole('dialog', { name: 'Contents' });
  await toc.getByRole('button', { name: /^Chapter 3/ }).click();
  await expect(toc).toBeHidden();
  await expect.poll(() => shownText(page)).toMatch(/^Chapter 3/);
  const before = await shownText(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownText(page)).not.toBe(before);
  await expect.poll(() => percentShown(page), { timeout: 20_000 }).toBeGreaterThan(0);
});
