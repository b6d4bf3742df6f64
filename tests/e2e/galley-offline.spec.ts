/**
 * Issue 21: a galley downloaded through the Download modal opens offline in the web reader. A new user requests an
 * auto-approved title, downloads its EPUB, goes offline and chooses Read Online on the title page: the book's text
 * shows, in the tab the reader opens in, without a reload and after one made offline.
 */
import { expect, test, type BrowserContext, type Download, type Page } from '@playwright/test';
import { registerAccount } from './outbox.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

interface ApiTitle {
  sku: string;
  name: string;
  publisher: string;
  isRequestable: boolean;
}

/** A requestable title of Lanternfish Publishing (approves every request at once) that has an EPUB review copy. */
async function autoApprovedTitle(page: Page, skip: string[] = []): Promise<ApiTitle> {
  for (let p = 1; ; p++) {
    const body = (await (await page.request.get(`/api/v1/filters/0/titles?page=${p}&pageSize=100`)).json()) as { products: ApiTitle[] };
    expect(body.products.length, 'a requestable Lanternfish title').toBeGreaterThan(0);
    for (const title of body.products.filter((t) => t.publisher === 'Lanternfish Publishing' && t.isRequestable && !skip.includes(t.sku))) {
      return title;
    }
  }
}

/** The next download of any page of the context (the file opens in a new window). */
function nextDownload(context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    const watch = (p: Page) => p.once('download', resolve);
    context.pages().forEach(watch);
    context.on('page', watch);
  });
}

/** Requests the title through its title page's request modal, then downloads the EPUB through the Download modal. */
async function requestAndDownload(page: Page, context: BrowserContext, title: ApiTitle): Promise<void> {
  await page.goto(`/title/${title.sku}`);
  await page.getByRole('button', { name: `Request a review copy of ${title.name}` }).click();
  const request = page.getByRole('dialog', { name: 'Request a review copy' });
  await request.getByRole('radio', { name: 'Reviewing' }).check();
  await request.getByLabel('Reason for request').fill('For our newsletter.');
  await request.getByRole('button', { name: 'Send Request' }).click();
  const sent = page.getByRole('alertdialog', { name: 'Request sent' });
  await expect(sent).toContainText('ready to download');
  await sent.getByRole('button', { name: 'OK' }).click();

  await page.locator('.title-actions').getByRole('button', { name: 'Download', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Download and read ${title.name}` });
  await expect(modal).toBeVisible();
  // The first step shown: the only or preferred format's overview, else the choice of format.
  const step = modal.locator('[data-step]');
  await expect(step).toBeVisible();
  if (!(await modal.getByRole('heading', { name: 'Download EPUB' }).isVisible())) {
    if ((await step.getAttribute('data-step')) !== 'selectFormat') await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('group', { name: 'Select a format' }).getByRole('radio', { name: 'EPUB' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(modal.getByRole('heading', { name: 'Download EPUB' })).toBeVisible();
  const download = nextDownload(context);
  await modal.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`${title.sku}.epub`);
  await expect(modal.getByText('Your download has started in a new window.')).toBeVisible();
  // The app keeps its own copy for the web reader, and says so.
  await expect(modal.getByRole('status').filter({ hasText: 'A copy is also kept on this device: Read Online opens it offline.' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
}

/** The text of the book's document on screen (the reader's frame), '' while none shows. */
function bookText(reader: Page): Promise<string> {
  return reader.evaluate(() => document.querySelector<HTMLIFrameElement>('.reader-view iframe')?.contentDocument?.body?.innerText.trim() ?? '');
}

/** The reader shows the galley: its first page (the jacket picture, loaded), then, a page on, the book's text. */
async function expectBookShown(reader: Page, name: string): Promise<void> {
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
  const cover = reader.frameLocator('.reader-view iframe').getByRole('img', { name: new RegExp(`^${name}`) });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await reader.keyboard.press('ArrowRight');
  await expect.poll(() => bookText(reader)).toMatch(/\w{4,}/);
}

/** Read Online on the title page; the reader's page (this tab, or a new one if the link opens one). */
async function readOnline(page: Page, context: BrowserContext): Promise<Page> {
  const link = page.locator('.title-actions').getByRole('link', { name: /Read Online/ });
  await expect(link).toBeVisible();
  const opened = context.waitForEvent('page', { timeout: 2_000 }).catch(() => null);
  await link.click();
  const reader = (await opened) ?? page;
  await reader.waitForURL(/\/read\//);
  return reader;
}

test.describe('a galley downloaded through the Download modal', () => {
  test.setTimeout(120_000);

  test('opens offline in the reader from the title page Read Online', async ({ page, context }) => {
    await registerAccount(page.request, 'galley-offline');
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const title = await autoApprovedTitle(page);
    await requestAndDownload(page, context, title);

    await setOffline(context, true);
    const reader = await readOnline(page, context);
    await expect(reader).toHaveURL(new RegExp(`/read/${title.sku}$`));
    await expectBookShown(reader, title.name);
    await setOffline(context, false);
  });

  test('opens offline in the reader after the title page was reloaded offline', async ({ page, context }) => {
    await registerAccount(page.request, 'galley-offline-reload');
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const title = await autoApprovedTitle(page);
    await requestAndDownload(page, context, title);

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
    const reader = await readOnline(page, context);
    await expect(reader).toHaveURL(new RegExp(`/read/${title.sku}$`));
    await expectBookShown(reader, title.name);
    await setOffline(context, false);
  });
});
