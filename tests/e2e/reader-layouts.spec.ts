/**
 * Issue 21 §1, layouts and progress: fixed-layout, scrolled, right-to-left, pictures-only and large EPUBs (made by
 * tests/fixtures/epub-corpus/layout.ts) imported as galleys the way a publisher does, then read by a new user on a
 * phone and on a desktop. Each book gets the four checks reader-corpus.spec.ts makes for the loading fixtures (issue
 * 21: a first page with visible content, a contents jump, a page turn and a '% Read' above 0 after reading on), as its
 * layout has them (a scrolled book turns a screen down; a right-to-left one turns with ArrowLeft), and what its layout
 * adds: pages that fit and are centred, scrolling instead of columns, the way pages turn, locations made once.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutFixtures } from '../fixtures/epub-corpus/layout.ts';
import { isbn } from '../fixtures/onix.ts';
import { BASE_URL } from './env.ts';
import { importPublisherGalleys } from './publisherGalleys.ts';
import { registerAccount } from './outbox.ts';

const origin = { origin: BASE_URL };
/** The fixture's title in the catalogue, by kind (made once per run, in beforeAll). */
const skus = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const base = 5_000_000 + (Date.now() % 4_000_000);
  const titles = layoutFixtures.map((f, i) => ({ fixture: f, sku: isbn(i + 1, base) }));
  await importPublisherGalleys(titles.map((t) => ({ sku: t.sku, title: `Layout ${t.fixture.name}`, epub: t.fixture.build() })));
  for (const t of titles) skus.set(t.fixture.kind, t.sku);
});

/** A new account that requested the fixture's title (approved at once), with the reader open on it. */
async function openFixture(page: Page, kind: string, label: string): Promise<string> {
  await registerAccount(page.request, `layout-${label}`);
  const sku = skus.get(kind)!;
  const requested = await page.request.post('/api/v1/me/galleys/requests', {
    data: { sku, selectedTitleEvaluationPurposeTypeId: 4 },
    headers: origin,
  });
  expect(requested.status(), await requested.text()).toBe(200);
  await page.goto(`/read/${sku}`);
  return sku;
}

interface Shown {
  /** Text of the headings and paragraphs (40 characters each), and '[picture alt]' for loaded pictures, on screen now. */
  text: string;
  /** Boxes of the pages on screen (each frame's body, as scaled to fit), and of the reader's view. */
  frames: Array<{ x: number; y: number; width: number; height: number }>;
  view: { x: number; y: number; width: number; height: number };
}

/** What the reader shows on screen now, across all its frames (a spread has two; other chapters are off screen). */
function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const viewEl = document.querySelector<HTMLElement>('.reader-view');
    const empty = { text: '', frames: [], view: { x: 0, y: 0, width: 0, height: 0 } };
    if (!viewEl) return empty;
    const view = viewEl.getBoundingClientRect();
    const parts: string[] = [];
    const frames: Shown['frames'] = [];
    for (const frame of viewEl.querySelectorAll('iframe')) {
      const doc = frame.contentDocument;
      const box = frame.getBoundingClientRect();
      if (!doc?.body || box.width === 0) continue;
      // A frame may be scaled to fit (fixed layout): its content's rects are in its own unscaled pixels.
      const scale = frame.offsetWidth ? box.width / frame.offsetWidth : 1;
      const onScreen = (r: DOMRect) => {
        const left = box.left + r.left * scale;
        const top = box.top + r.top * scale;
        const right = left + r.width * scale;
        const bottom = top + r.height * scale;
        return r.width > 0 && r.height > 0 && right > view.left + 2 && left < view.right - 2 && bottom > view.top + 2 && top < view.bottom - 2;
      };
      let any = false;
      for (const block of doc.querySelectorAll('h1, p, img')) {
        if (![...block.getClientRects()].some(onScreen)) continue;
        any = true;
        if (block instanceof HTMLImageElement || block.tagName.toLowerCase() === 'img') {
          const img = block as HTMLImageElement;
          if (img.complete && img.naturalWidth > 0) parts.push(`[picture ${img.alt}]`);
        } else parts.push((block.textContent ?? '').trim().slice(0, 40));
      }
      const body = doc.body.getBoundingClientRect();
      if (any)
        frames.push({ x: box.left + body.left * scale, y: box.top + body.top * scale, width: body.width * scale, height: body.height * scale });
    }
    return { text: parts.join(' | '), frames, view: { x: view.left, y: view.top, width: view.width, height: view.height } };
  });
}
const shownText = async (page: Page) => (await shown(page)).text;

const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('reader-percent').textContent()) ?? '', 10);
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Reader controls' });

/** The locations kept on this device for a title (the reader's IndexedDB): their count, or null when none. */
function storedLocationCount(page: Page, sku: string): Promise<number | null> {
  return page.evaluate(
    (key) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('booktrade');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('readerLocations').objectStore('readerLocations').get(key);
          get.onsuccess = () => {
            db.close();
            const row = get.result as { locations: string } | undefined;
            resolve(row ? (JSON.parse(row.locations) as unknown[]).length : null);
          };
          get.onerror = () => resolve(null);
        };
      }),
    sku,
  );
}

/** Opens the contents (showing the toolbar first) and picks an entry. */
async function jumpTo(page: Page, entry: RegExp | string) {
  await page.waitForTimeout(300);
  if (!(await toolbar(page).evaluate((el) => el.getBoundingClientRect().top >= 0))) {
    const box = (await page.locator('.reader-view').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.6);
  }
  await toolbar(page).getByRole('button', { name: 'Contents' }).click();
  const toc = page.getByRole('dialog', { name: 'Contents' });
  await toc.getByRole('button', { name: entry }).click();
  await expect(toc).toBeHidden();
}

/** The first page: something on screen within 10 s of opening. */
async function firstPage(page: Page) {
  await expect.poll(() => shownText(page), { timeout: 10_000, message: 'first page within 10 s' }).not.toBe('');
}

/** Turns on with `key` until the text on screen differs from `before` (at most a few presses), answers it. */
async function turnWith(page: Page, key: string, before: string) {
  await page.keyboard.press(key);
  await expect.poll(() => shownText(page)).not.toBe(before);
  return shownText(page);
}

const scrollTop = (page: Page) => page.evaluate(() => document.querySelector('.reader-view .epub-container')?.scrollTop ?? -1);
/** Whether the chapter's document is set in columns (epubjs's paginated flow). */
const inColumns = (page: Page) =>
  page.evaluate(() => {
    const doc = document.querySelector<HTMLIFrameElement>('.reader-view iframe')?.contentDocument;
    if (!doc) return null;
    const style = getComputedStyle(doc.documentElement);
    return style.columnWidth !== 'auto' || (style.columnCount !== 'auto' && style.columnCount !== '1');
  });

for (const device of ['phone', 'desktop'] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === 'phone') test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    else test.use({ viewport: { width: 1280, height: 800 } });

    test('a fixed-layout picture book shows whole pages that fit the screen, turns and counts % Read by page', async ({ page }) => {
      await openFixture(page, 'pre-paginated', `fxl-${device}`);
      await firstPage(page);
      await expect.poll(() => shownText(page)).toContain('[picture Picture 1]');
      // Each page (a spread: both pages together) inside the view to a pixel, and centred in it both ways.
      const fits = async () => {
        const { frames, view } = await shown(page);
        if (frames.length === 0) return 'no page shown';
        const left = Math.min(...frames.map((f) => f.x));
        const right = Math.max(...frames.map((f) => f.x + f.width));
        const top = Math.min(...frames.map((f) => f.y));
        const bottom = Math.max(...frames.map((f) => f.y + f.height));
        const inside = left >= view.x - 1 && top >= view.y - 1 && right <= view.x + view.width + 1 && bottom <= view.y + view.height + 1;
        // Across: the page (spread) centred, or a lone page on its side of a centred spread (a book's first page).
        const middle = view.x + view.width / 2;
        const across = [(left + right) / 2, ...(device === 'desktop' && frames.length === 1 ? [left, right] : [])].some(
          (x) => Math.abs(x - middle) <= 1,
        );
        const centred = across && Math.abs(top - view.y - (view.y + view.height - bottom)) <= 2;
        return inside && centred ? 'fits, centred' : JSON.stringify({ left, right, top, bottom, view });
      };
      await expect.poll(fits, { message: 'the page fits the screen, centred' }).toBe('fits, centred');
      // The page is neither cut nor tiny: it fills the screen's width or height.
      const { frames, view } = await shown(page);
      expect(Math.max(...frames.map((f) => f.height / view.height)), 'page height / screen height').toBeGreaterThan(device === 'phone' ? 0.4 : 0.8);

      let before = await shownText(page);
      await turnWith(page, 'ArrowRight', before);
      await expect.poll(fits).toBe('fits, centred');
      await expect.poll(() => percentShown(page)).toBeGreaterThan(0);
      if (device === 'desktop') {
        // Wide: two pages side by side (pages 2 and 3 after the single first page).
        await expect.poll(async () => (await shown(page)).frames.length).toBe(2);
        await expect.poll(() => shownText(page)).toContain('[picture Picture 3]');
      }

      before = await shownText(page);
      await jumpTo(page, 'Page 7');
      await expect.poll(() => shownText(page)).toContain('[picture Picture 7]');
      await expect.poll(() => percentShown(page)).toBeGreaterThan(50);
      await expect.poll(fits).toBe('fits, centred');
    });

    for (const flow of ['scrolled-doc', 'scrolled-continuous'] as const) {
      test(`a ${flow} book scrolls instead of turning columns`, async ({ page }) => {
        const sku = await openFixture(page, flow, `${flow}-${device}`);
        await firstPage(page);
        await expect.poll(() => shownText(page)).toContain('Scroll 1');
        expect(await inColumns(page), 'set in columns').toBe(false);
        const top = await scrollTop(page);
        const box = (await page.locator('.reader-view').boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => scrollTop(page), { message: 'the book scrolls' }).toBeGreaterThan(top + 500);
        await expect.poll(() => shownText(page)).not.toContain('Scroll 1');
        // A page turn (the arrow key) is a screen further down.
        const scrolled = await scrollTop(page);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => scrollTop(page), { message: 'a page turn scrolls on' }).toBeGreaterThan(scrolled + 100);
        // Scrolling on is reading on.
        await expect.poll(() => percentShown(page), { timeout: 15_000 }).toBeGreaterThan(0);

        await jumpTo(page, 'Scroll 3');
        await expect.poll(() => shownText(page)).toContain('Scroll 3');
        await expect.poll(() => percentShown(page)).toBeGreaterThan(30);
        await expect.poll(() => storedLocationCount(page, sku)).toBeGreaterThan(0);
      });
    }

    for (const kind of ['rtl', 'vertical-rtl'] as const) {
      test(`a right-to-left book (${kind}) turns on with ArrowLeft, a swipe to the right and a tap on the left`, async ({ page }) => {
        await openFixture(page, kind, `${kind}-${device}`);
        await firstPage(page);
        const first = await shownText(page);
        await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
        // The next page lies to the left: ArrowLeft reads on, ArrowRight back.
        const second = await turnWith(page, 'ArrowLeft', first);
        await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
        await turnWith(page, 'ArrowRight', second);
        await expect.poll(() => shownText(page)).toBe(first);
        // The button on the left reads on.
        const left = page.locator('.reader-turn').first();
        await expect(left).toHaveAccessibleName('Next page');
        const box = (await page.locator('.reader-view').boundingBox())!;
        await page.mouse.click(box.x + box.width * 0.15, box.y + box.height * 0.6);
        await expect.poll(() => shownText(page)).toBe(second);
        for (let i = 0; i < 3; i++) await turnWith(page, 'ArrowLeft', await shownText(page));
        await expect.poll(() => percentShown(page), { timeout: 15_000 }).toBeGreaterThan(0);

        const chapter = kind === 'rtl' ? 'פרק 4' : '第3章';
        await jumpTo(page, chapter);
        await expect.poll(() => shownText(page)).toContain(chapter);
        await expect.poll(() => percentShown(page)).toBeGreaterThan(40);
      });
    }

    test('a book of pictures only counts % Read by page and jumps from its contents', async ({ page }) => {
      await openFixture(page, 'pictures', `pictures-${device}`);
      await firstPage(page);
      await expect.poll(() => shownText(page)).toContain('[picture Plate 1]');
      await turnWith(page, 'ArrowRight', await shownText(page));
      await expect.poll(() => shownText(page)).toContain('[picture Plate 2]');
      await expect.poll(() => percentShown(page)).toBeGreaterThan(0);
      await jumpTo(page, 'Plate 5');
      await expect.poll(() => shownText(page)).toContain('[picture Plate 5]');
      await expect.poll(() => percentShown(page)).toBeGreaterThan(50);
    });

    test('a large book shows its first page at once, counts % Read while its locations are made, and keeps them for the next opening', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const sku = await openFixture(page, 'large', `large-${device}`);
      await firstPage(page);
      const shownAt = Date.now();
      const first = await shownText(page);
      // Reading on while the locations are still being made: pages turn, the contents jump.
      await turnWith(page, 'ArrowRight', first);
      await jumpTo(page, 'Chapter 180');
      await expect.poll(() => shownText(page)).toContain('Chapter 180');
      await turnWith(page, 'ArrowRight', await shownText(page));
      // Made once (in idle moments), kept with the galley; then the percent shows.
      await expect.poll(() => storedLocationCount(page, sku), { timeout: 90_000, intervals: [250] }).toBeGreaterThan(1000);
      console.log(`large book (${device}): locations stored ${Date.now() - shownAt} ms after the first page`);
      await expect.poll(() => percentShown(page)).toBeGreaterThanOrEqual(49);
      const firstPageMs = await page.evaluate(() => performance.getEntriesByName('reader:firstPage', 'measure')[0]?.duration ?? null);
      console.log(`large book (${device}): first page ${firstPageMs?.toFixed(0)} ms`);
      const made = await page.evaluate(() => performance.getEntriesByName('reader:locations', 'measure')[0]?.duration ?? null);
      console.log(`large book (${device}): locations made in ${made?.toFixed(0)} ms`);

      // Opened again: the percent comes from the kept locations, none are made anew.
      await page.reload();
      await firstPage(page);
      await expect.poll(() => percentShown(page)).toBeGreaterThanOrEqual(49);
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => performance.getEntriesByName('reader:locations', 'measure').length)).toBe(0);
      expect(await page.evaluate(() => performance.getEntriesByName('reader:locationsLoaded', 'mark').length)).toBe(1);
    });
  });
}
