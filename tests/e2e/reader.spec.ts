import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, logIn } from './auth.ts';
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
      if (inView) shown.push(block.tagName.toLowerCase() === 'img' ? `[picture ${block.getAttribute('alt') ?? ''}]` : (block.textContent ?? '').trim().slice(0, 40));
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

async function signIn(page: Page) {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
}

test('reads a galley online, then offline from the device, keeps the position and sends it once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const [sku] = Object.entries((await viewed(page)).lastReadPositionBySku).find(([, p]) => p.percentOfBookCompleted === 42)!;

  // The title page's Read online button: 42% read, last viewed, opens the reader in a new tab.
  await page.goto(`/title/${sku}`);
  const readOnline = page.getByRole('link', { name: /Read Online/ });
  await expect(readOnline).toContainText('42% Read');
  await expect(readOnline).toHaveAttribute('title', /^Last viewed on /);
  await expect(readOnline).toHaveAttribute('target', '_blank');
  const [reader] = await Promise.all([context.waitForEvent('page'), readOnline.click()]);
  await expect(reader).toHaveURL(new RegExp(`/read/${sku}$`));

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

  // Text size and theme reach the page.
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
    for (let i = 0; i < 3; i++) {
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
    // The title page, reloaded offline, shows how far this device has read (not sent yet).
    await page.reload();
    await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${offline.percent}% Read`, { timeout: 20_000 });

    // Back online: the position kept offline reaches the server, and the title page shows it.
    await setOffline(context, false);
    await expect.poll(async () => Math.floor((await viewed(page)).lastReadPositionBySku[sku]!.percentOfBookCompleted), { timeout: 15_000 }).toBe(offline.percent);
    await page.reload();
    await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${offline.percent}% Read`);
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
