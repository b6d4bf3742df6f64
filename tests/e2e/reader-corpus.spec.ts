/**
 * Issue 21 §1: every EPUB of the corpus (tests/fixtures/epub-corpus) goes in as a publisher's galley through the EPUB
 * import, and opens in the reader as a new user would read it: a first page with content within 10 s, a page turn,
 * a jump from the contents, '% Read' above 0, and no page errors, failed requests or blocked loads on the way. In the
 * book's frame: every @font-face loads (obfuscated fonts de-obfuscated), pictures sized as their alt says ('WxH') show
 * at that size, SVG objects show their SVG, and no script of the book runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadingFixtures } from '../fixtures/epub-corpus/loading.ts';
import { isbn } from '../fixtures/onix.ts';
import { BASE_URL } from './env.ts';
import { importPublisherGalleys } from './publisherGalleys.ts';
import { registerAccount } from './outbox.ts';

/**
 * The books opened here. The layout fixtures (layout.ts) get the same four checks in reader-layouts.spec.ts, adapted
 * to each layout (on a phone and a desktop), and are not opened here again.
 */
const fixtures = [...loadingFixtures];

const origin = { origin: BASE_URL };
const PHONE = { width: 390, height: 844 };
/** Titles of this run (979-8 ISBNs no seed uses), one per fixture. */
const base = 60_000_000 + (Date.now() % 1_000_000) * 20;
const skuOf = (index: number) => isbn(index + 1, base);

/** The corpus as galleys of Lanternfish Publishing (its requests are approved at once), imported by its staff. */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await importPublisherGalleys(fixtures.map((f, i) => ({ sku: skuOf(i), title: `Corpus ${f.name}`, epub: f.build() })));
});

/** What went wrong in the page while reading: page errors, failed or refused requests, blocked loads. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A book's script refused by the frame's sandbox is the intended outcome, not a problem.
    if (message.type() === 'error' && !/Blocked script execution in '[^']*' because the document's frame is sandboxed/.test(text)) {
      problems.push(`console error: ${text.slice(0, 300)}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.url().slice(0, 200)}: ${request.failure()?.errorText}`));
  return problems;
}

/**
 * Looks into the book's frames (run in the page). content: the text of the blocks on screen and the pictures on
 * screen that are loaded ('[picture WxH]'), '' when nothing shows. mark: where the reader is (the document shown and
 * how far its frame is shifted: a turn within a chapter shifts it). faults: what did not load as the book says: each
 * @font-face (loaded, not 'error'), pictures with a 'WxH' alt at that size, SVG objects with their SVG, and whether a
 * book's script ran.
 */
async function probeFrames(probe: string): Promise<string | string[]> {
  const container = document.querySelector('.reader-view .epub-container');
  if (!container) return probe === 'faults' ? ['no reader'] : '';
  const view = container.getBoundingClientRect();
  const all = [...container.querySelectorAll('iframe')].filter((frame) => frame.contentDocument?.documentElement);
  // The frames shown now (epubjs keeps neighbouring chapters laid out off screen).
  const shown = all.filter((frame) => {
    const box = frame.getBoundingClientRect();
    return box.right > view.left + 1 && box.left < view.right - 1;
  });
  const baseOf = (doc: Document) =>
    doc
      .querySelector('base')
      ?.getAttribute('href')
      ?.replace(/^.*\/\/[^/]+/, '') ?? '?';
  if (probe === 'mark') return shown.map((f) => `${baseOf(f.contentDocument!)}@${Math.round(f.getBoundingClientRect().left)}`).join(',');
  if (probe === 'content') {
    const out: string[] = [];
    for (const frame of shown) {
      const box = frame.getBoundingClientRect();
      const inView = (element: Element) =>
        [...element.getClientRects()].some(
          (r) => r.width > 0 && r.height > 0 && box.left + r.left < view.right - 1 && box.left + r.right > view.left + 1,
        );
      for (const element of frame.contentDocument!.querySelectorAll('h1, h2, h3, p, li, img, svg, object')) {
        if (!inView(element)) continue;
        if (element.localName === 'img') {
          const img = element as HTMLImageElement;
          if (img.complete && img.naturalWidth > 0) out.push(`[picture ${img.naturalWidth}x${img.naturalHeight}]`);
        } else if (element.localName === 'svg' || element.localName === 'object') out.push(`[${element.localName}]`);
        else if (element.textContent?.trim()) out.push(element.textContent.trim().slice(0, 40));
      }
    }
    return out.join(' | ');
  }
  const faults: string[] = [];
  for (const frame of all) {
    const doc = frame.contentDocument!;
    const where = baseOf(doc);
    const faces = [...(doc.fonts as unknown as Iterable<FontFace>)];
    await Promise.all(faces.map((face) => face.load().catch(() => null)));
    for (const face of faces) if (face.status !== 'loaded') faults.push(`${where}: font ${face.family} ${face.status}`);
    for (const img of doc.querySelectorAll('img')) {
      const size = /^(\d+)x(\d+)$/.exec(img.alt);
      const src = img.getAttribute('src')?.slice(0, 80);
      if (!img.complete) faults.push(`${where}: picture ${src} still loading`);
      else if (img.naturalWidth === 0) faults.push(`${where}: picture ${src} broken`);
      else if (size && `${img.naturalWidth}x${img.naturalHeight}` !== size[0])
        faults.push(`${where}: picture ${src} is ${img.naturalWidth}x${img.naturalHeight}, not ${size[0]}`);
    }
    for (const object of doc.querySelectorAll('object')) {
      const inner = object.contentDocument;
      if (object.type === 'image/svg+xml' && inner?.documentElement?.localName !== 'svg')
        faults.push(`${where}: object ${object.getAttribute('data')?.slice(0, 80)} shows no SVG`);
      if (inner?.querySelector('[data-script-ran]')) faults.push(`${where}: a script ran in an object`);
    }
    if (doc.querySelector('[data-script-ran]')) faults.push(`${where}: a book's script ran`);
  }
  return faults;
}

const shownContent = (page: Page) => page.evaluate(probeFrames, 'content') as Promise<string>;
const pageMark = (page: Page) => page.evaluate(probeFrames, 'mark') as Promise<string>;
const frameFaults = (page: Page) => page.evaluate(probeFrames, 'faults') as Promise<string[]>;

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Reader controls' });

async function showToolbar(page: Page) {
  await page.waitForTimeout(300); // the toolbar slides in or out in 0.2 s
  const shown = await toolbar(page).evaluate((element) => element.getBoundingClientRect().top >= 0);
  if (!shown) {
    const box = (await page.locator('.reader-view').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.6);
  }
  await expect(toolbar(page)).toBeInViewport({ ratio: 1 });
}

const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('reader-percent').textContent()) ?? '', 10) || 0;

for (const [index, fixture] of fixtures.entries()) {
  test.describe(`${fixture.name} (${fixture.kind})`, () => {
    // Every other book on a phone.
    if (index % 2 === 0) test.use({ viewport: PHONE });

    test(`opens, turns a page, jumps from the contents and counts % Read: ${fixture.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      const sku = skuOf(index);
      await registerAccount(page.request, `corpus-${fixture.name}`);
      const requested = await page.request.post('/api/v1/me/galleys/requests', {
        data: { sku, selectedTitleEvaluationPurposeTypeId: 4 },
        headers: origin,
      });
      expect(requested.status(), await requested.text()).toBe(200);
      const problems = watchProblems(page);

      // A first page with something on it (text, or a picture loaded) within 10 s of opening, as the reader measures it
      // (reader:firstPage, from the start of opening; the poll allows for a busy test machine).
      await page.goto(`/read/${sku}`);
      await expect.poll(() => shownContent(page), { timeout: 30_000, message: 'a first page with content' }).not.toBe('');
      const firstPageMs = await page.evaluate(() => performance.getEntriesByName('reader:firstPage', 'measure')[0]?.duration ?? null);
      expect(firstPageMs, 'first page (ms)').not.toBeNull();
      console.log(`${fixture.name}: first page in ${Math.round(firstPageMs!)} ms`);
      expect(firstPageMs!).toBeLessThan(10_000);
      await expect.poll(() => frameFaults(page), { message: 'the first page as the book says' }).toEqual([]);

      // A page turn moves.
      const first = await pageMark(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => pageMark(page), { message: 'the page turned' }).not.toBe(first);
      await expect.poll(() => shownContent(page)).not.toBe('');

      // The contents' last entry opens its chapter: the contents then mark it as the chapter being read.
      await showToolbar(page);
      await toolbar(page).getByRole('button', { name: 'Contents' }).click();
      const toc = page.getByRole('dialog', { name: 'Contents' });
      const entries = toc.locator('.reader-toc-entry');
      await expect(entries.first()).toBeVisible();
      const target = entries.last();
      const label = (await target.textContent())!.trim();
      const before = await pageMark(page);
      await target.click();
      await expect(toc).toBeHidden();
      await expect.poll(() => pageMark(page), { message: `jumped to ${label}` }).not.toBe(before);
      await expect.poll(() => shownContent(page)).not.toBe('');
      await showToolbar(page);
      await toolbar(page).getByRole('button', { name: 'Contents' }).click();
      await expect(toc.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
      await toc.getByRole('button', { name: 'Close contents' }).click();
      await expect.poll(() => frameFaults(page), { message: 'the chapter jumped to as the book says' }).toEqual([]);

      // Reading on: '% Read' above 0 (the locations are made in the background after the first page).
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => percentShown(page), { timeout: 30_000, message: '% Read' }).toBeGreaterThan(0);

      expect(problems).toEqual([]);
    });
  });
}
