/**
 * Issue 21 §1, progress: the book's locations are made in a worker (src/client/pages/reader/locationsWorker.ts, no
 * DOM: saxes and epubjs's CFI rules) and must be exactly those epubjs's own Locations.parse makes, chapter by chapter,
 * or '% Read' and the locations kept on devices would change meaning. Three galleys imported as a publisher does: the
 * corpus's 150-chapter and 360-chapter books and a book of ids, nested markup, comments, CDATA and an HTML chapter
 * (tests/fixtures/epub-locations.ts). A new reader opens each; the locations kept on the device are compared with
 * epubjs's, computed in another page from the same files; '% Read' rises while reading; no task of the locations' own
 * on the page's main thread is a long one (50 ms or more).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { loadingFixtures } from '../fixtures/epub-corpus/loading.ts';
import { layoutFixtures } from '../fixtures/epub-corpus/layout.ts';
import { locationsBook } from '../fixtures/epub-locations.ts';
import { isbn } from '../fixtures/onix.ts';
import { BASE_URL } from './env.ts';
import { importPublisherGalleys } from './publisherGalleys.ts';
import { registerAccount } from './outbox.ts';

const origin = { origin: BASE_URL };
const require = createRequire(import.meta.url);
const SCRIPTS = [require.resolve('jszip/dist/jszip.min.js'), require.resolve('epubjs/dist/epub.min.js')].map((p) => readFileSync(p, 'utf8'));
/** The reader's characters per location (useReader.ts LOCATION_CHARS). */
const LOCATION_CHARS = 1024;

const BOOKS = [
  { name: 'marked-up chapters', build: locationsBook },
  { name: '150 chapters', build: loadingFixtures.find((f) => f.name === 'large')!.build },
  { name: '360 chapters', build: layoutFixtures.find((f) => f.kind === 'large')!.build },
];
const built = new Map<string, Uint8Array>();
const skus = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const base = 1_000_000 + (Date.now() % 4_000_000);
  const titles = BOOKS.map((b, i) => ({ book: b, sku: isbn(i + 1, base), epub: b.build() }));
  await importPublisherGalleys(titles.map((t) => ({ sku: t.sku, title: `Locations ${t.book.name}`, epub: t.epub })));
  for (const t of titles) {
    built.set(t.book.name, t.epub);
    skus.set(t.book.name, t.sku);
  }
});

/** The locations kept on this device for a title (the reader's IndexedDB), or null before they exist. */
function storedLocations(page: Page, sku: string): Promise<string[] | null> {
  return page.evaluate(
    (key) =>
      new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open('booktrade');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('readerLocations')) return resolve(null);
          const get = db.transaction('readerLocations').objectStore('readerLocations').get(key);
          get.onsuccess = () => {
            db.close();
            const row = get.result as { locations: string } | undefined;
            resolve(row ? (JSON.parse(row.locations) as string[]) : null);
          };
          get.onerror = () => resolve(null);
        };
      }),
    sku,
  );
}

/**
 * epubjs's own locations for the book, computed in a blank page: epubjs (with JSZip) opens the EPUB for its spine and
 * CFI bases; each linear chapter is the document the reader's MemoryArchive makes of it (UTF-8, BOM dropped, parsed
 * as application/xhtml+xml or text/html by extension), measured with book.locations.parse.
 */
async function epubjsLocations(page: Page, epub: Uint8Array): Promise<string[]> {
  const texts: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(unzipSync(epub))) {
    if (!/\.(x?html?)$/.test(name)) continue;
    let text = strFromU8(bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    texts[name] = text;
  }
  await page.goto('about:blank');
  for (const content of SCRIPTS) await page.addScriptTag({ content });
  return page.evaluate(
    async ({ base64, texts, chars }) => {
      interface Section {
        url: string;
        cfiBase: string;
        linear: boolean;
      }
      const ePub = (window as unknown as { ePub(input: ArrayBuffer): unknown }).ePub;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const book = ePub(bytes.buffer) as {
        opened: Promise<unknown>;
        spine: { spineItems: Section[] };
        locations: { parse(contents: Element, cfiBase: string, chars: number): string[] };
      };
      await book.opened;
      const out: string[] = [];
      for (const section of book.spine.spineItems) {
        if (!section.linear) continue;
        const name = decodeURIComponent(section.url.slice(1));
        const text = texts[name];
        if (text === undefined) throw new Error(`no chapter ${name}`);
        const doc = new DOMParser().parseFromString(text, /\.xhtml$/.test(name) ? 'application/xhtml+xml' : 'text/html');
        if (!doc.querySelector('body')) continue;
        out.push(...book.locations.parse(doc.documentElement, section.cfiBase, chars));
      }
      return out;
    },
    { base64: Buffer.from(epub).toString('base64'), texts, chars: LOCATION_CHARS },
  );
}

const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('reader-percent').textContent()) ?? '', 10);
const shownText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLIFrameElement>('.reader-view iframe')]
      .map((f) => f.contentDocument?.body?.innerText ?? '')
      .join('')
      .trim(),
  );

test.describe('locations made in a worker', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const book of BOOKS) {
    test(`${book.name}: the worker's locations are epubjs's own, '% Read' rises, the page is not held up`, async ({ page, context }) => {
      test.setTimeout(180_000);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        const tasks: Array<{ start: number; duration: number; in: string }> = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            // Where the task ran (the page, a chapter's frame), for the failure message.
            const where = ((entry as PerformanceEntry & { attribution?: Array<{ containerType: string; containerSrc: string }> }).attribution ?? [])
              .map((a) => `${a.containerType} ${a.containerSrc}`.trim())
              .join(', ');
            tasks.push({ start: entry.startTime, duration: entry.duration, in: `${entry.name}${where ? ` (${where})` : ''}` });
          }
        }).observe({ type: 'longtask', buffered: true });
      });
      await registerAccount(page.request, `locations-${book.name.replace(/\W+/g, '-')}`);
      const sku = skus.get(book.name)!;
      const requested = await page.request.post('/api/v1/me/galleys/requests', {
        data: { sku, selectedTitleEvaluationPurposeTypeId: 4 },
        headers: origin,
      });
      expect(requested.status(), await requested.text()).toBe(200);
      await page.goto(`/read/${sku}`);
      await expect.poll(() => shownText(page), { timeout: 10_000, message: 'first page' }).not.toBe('');

      // Made once, kept on the device; then the percent shows and rises while reading on.
      await expect.poll(() => storedLocations(page, sku), { timeout: 90_000, message: 'locations kept' }).not.toBeNull();
      expect(
        workers.some((url) => /locationsWorker/.test(url)),
        `workers started: ${workers.join(', ')}`,
      ).toBe(true);
      expect(warnings.filter((w) => /locations/.test(w))).toEqual([]);
      await expect.poll(() => percentShown(page)).toBeGreaterThanOrEqual(0);
      const before = await percentShown(page);
      for (let turn = 0; turn < 40 && (await percentShown(page)) <= before; turn++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(150);
      }
      expect(await percentShown(page), `'% Read' after reading on from ${before}%`).toBeGreaterThan(before);

      // Long tasks on the main thread while the locations were made (from the start mark to the measure's end), and
      // among them the ones the locations' own work ran in (it marks each of its tasks): none may be long. Other work
      // of the page in that window (its first visit's after-paint work, the rendition) is named, not held against them.
      const {
        window: made,
        tasks,
        work,
        observed,
      } = await page.evaluate(() => {
        const measure = performance.getEntriesByName('reader:locations', 'measure')[0];
        const all = (window as unknown as { longTasks: Array<{ start: number; duration: number; in: string }> }).longTasks;
        const work = performance.getEntriesByName('reader:locationsWork', 'mark').map((m) => m.startTime);
        if (!measure) return { window: null, tasks: all, work, observed: all.length };
        const end = measure.startTime + measure.duration;
        return {
          window: { start: measure.startTime, duration: measure.duration },
          tasks: all.filter((t) => t.start < end && t.start + t.duration > measure.startTime),
          work,
          observed: all.length,
        };
      });
      expect(made, 'the locations were made in this visit').not.toBeNull();
      expect(work.length, 'tasks of the locations marked').toBeGreaterThanOrEqual(2);
      const longest = Math.max(0, ...tasks.map((t) => t.duration));
      const seen = tasks.map((t) => `${t.duration} ms at +${(t.start - made!.start).toFixed(0)} ms in ${t.in}`).join('; ');
      console.log(
        `${book.name}: locations made in ${made!.duration.toFixed(0)} ms in ${work.length} tasks of the page; long tasks meanwhile: ${tasks.length}, longest ${longest.toFixed(0)} ms (${observed} in the visit) ${seen}`,
      );
      const ownLong = tasks.filter((t) => work.some((at) => at >= t.start && at <= t.start + t.duration));
      expect(ownLong, `long tasks of the locations' own work (all long tasks meanwhile: ${seen})`).toEqual([]);

      // Exactly epubjs's own locations, chapter by chapter.
      const stored = (await storedLocations(page, sku))!;
      const reference = await epubjsLocations(await context.newPage(), built.get(book.name)!);
      const firstDifference = reference.findIndex((cfi, i) => stored[i] !== cfi);
      expect(firstDifference, `first difference: worker ${stored[firstDifference]} / epubjs ${reference[firstDifference]}`).toBe(-1);
      expect(stored.length).toBe(reference.length);
      expect(stored.length).toBeGreaterThan(0);
    });
  }
});
