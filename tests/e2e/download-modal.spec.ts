/** The 'Download and read {title}' modal: format choice, a real EPUB download, the Kindle path, the anonymous prompt. */
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Download, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { newestMailTo } from './auth.ts';

interface ApiRequest {
  sku: string;
  status: string;
  downloadDate: string | null;
  product: { name: string };
}
interface ApiFormat {
  format: number;
  resourceId: string;
}

async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

/** An approved (downloadable) title of the demo account whose formats include `format` (optionally one never downloaded). */
async function approvedTitleWith(page: Page, format: number, notDownloaded = false): Promise<{ sku: string; name: string; formats: ApiFormat[] }> {
  const requests = (await (await page.request.get('/api/v1/me/requests')).json()) as ApiRequest[];
  for (const request of requests.filter((r) => r.status === 'approved' && !(notDownloaded && r.downloadDate))) {
    const product = (await (await page.request.get(`/api/products/${request.sku}`)).json()) as {
      isDownloadable: boolean;
      availableReviewCopyFormats: ApiFormat[];
    };
    if (product.isDownloadable && product.availableReviewCopyFormats.some((f) => f.format === format)) {
      return { sku: request.sku, name: request.product.name, formats: product.availableReviewCopyFormats };
    }
  }
  throw new Error(`the demo account has no approved title with format ${format}`);
}

async function preferences(page: Page) {
  return (await (await page.request.get('/api/v1/me/preferences/reviewCopyDownload')).json()) as {
    kindleDownloadMethod: string;
    kindleEmail: string;
    preferredFormat: string;
  };
}

async function openModal(page: Page, name: string): Promise<Locator> {
  await page.locator('.title-actions').getByRole('button', { name: 'Download', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Download and read ${name}` });
  await expect(modal).toBeVisible();
  return modal;
}

/** The next download of any page of the context (the file opens in a new window). */
function nextDownload(context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    const watch = (p: Page) => p.once('download', resolve);
    context.pages().forEach(watch);
    context.on('page', watch);
  });
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('a chosen EPUB downloads in a new window, lands in Your Downloads, and the audio steps follow', async ({ page, context }) => {
    const title = await approvedTitleWith(page, 11, true);
    const epub = title.formats.find((f) => f.format === 2)!;
    const tile = page.locator(`.tl-grid [data-sku="${title.sku}"]`);
    await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
    await expect(tile).toBeVisible();
    await expect(tile.getByRole('button', { name: /^You downloaded/ })).toHaveCount(0);
    await page.goto(`/title/${title.sku}`);
    const modal = await openModal(page, title.name);

    // Several formats and no saved preference: PDF first, in the standard overview; Back leads to the choice.
    await expect(modal.getByRole('heading', { name: 'Download PDF' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Read Online' })).toHaveAttribute('href', `/read/${title.sku}`);
    await modal.getByRole('button', { name: 'Back' }).click();
    const choice = modal.getByRole('group', { name: 'Select a format' });
    await expect(choice.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await choice.getByRole('radio', { name: 'EPUB' }).check();
    // Keyboard: Continue is reachable with Tab and works with Enter.
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('heading', { name: 'Download EPUB' })).toBeVisible();
    await expect.poll(async () => (await preferences(page)).preferredFormat).toBe('2');

    const download = nextDownload(context);
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    await popup;
    const file = await download;
    expect(file.url()).toContain(`/api/v1/me/galleys/${epub.resourceId}/download`);
    expect(file.suggestedFilename()).toBe(`${title.sku}.epub`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await expect(modal.getByText('Your download has started in a new window.')).toBeVisible();

    const downloads = (await (await page.request.get('/api/v1/me/galleys/downloads')).json()) as { downloads: Array<{ sku: string }> };
    expect(downloads.downloads[0]!.sku).toBe(title.sku);

    // Audio: select format, audio overview, audio download (zip and chapter), Back.
    await modal.getByRole('button', { name: 'Back' }).click();
    await choice.getByRole('radio', { name: 'Audiobook (MP3)' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('heading', { name: 'Audiobook', exact: true })).toBeVisible();
    await expect(modal.getByText('1 chapter')).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('heading', { name: 'Download the audiobook' })).toBeVisible();
    const zip = nextDownload(context);
    await modal.getByRole('button', { name: /^All chapters \(zip/ }).click();
    expect(
      readFileSync(await (await zip).path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('heading', { name: 'Audiobook', exact: true })).toBeVisible();

    // Escape closes and gives the focus back to the Download button.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page.locator('.title-actions').getByRole('button', { name: 'Download', exact: true })).toBeFocused();

    // The title's tile now says 'You downloaded' with the date.
    await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
    await expect(tile.getByRole('button', { name: /^You downloaded \w+/ })).toBeVisible();
  });

  test('an external URL title opens the publisher page in a new window', async ({ page, context }) => {
    const title = await approvedTitleWith(page, 1000);
    await page.goto(`/title/${title.sku}`);
    const modal = await openModal(page, title.name);
    await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('radio', { name: 'External Link' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('heading', { name: "On the publisher's site" })).toBeVisible();
    // The publisher's site is not ours: the browser gets a stand-in page for it.
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Publisher</title>' }),
    );
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Continue' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`https://www.example.com/galleys/${title.sku}`);
  });

  test('Kindle: details saved, sent by mail, then the email is locked behind the disclaimer', async ({ page }) => {
    const title = await approvedTitleWith(page, 4);
    const kindle = title.formats.find((f) => f.format === 4)!;
    const email = `demo-${Date.now().toString(36)}@kindle.com`;
    await page.goto(`/title/${title.sku}`);
    let modal = await openModal(page, title.name);

    await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('radio', { name: 'Kindle' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('heading', { name: 'Kindle details' })).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByText('Choose a Kindle download method.')).toBeVisible();
    await modal.getByRole('radio', { name: /^Send to Kindle/ }).check();
    await modal.getByLabel('Kindle email').fill('not-an-email');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByText('Please provide a valid email address.')).toBeVisible();
    await modal.getByLabel('Kindle email').fill(email);
    await modal.getByRole('button', { name: 'Continue' }).click();

    await expect(modal.getByRole('heading', { name: 'Send to your Kindle' })).toBeVisible();
    await expect(modal.getByText(`We will email this title to ${email}.`)).toBeVisible();
    expect(await preferences(page)).toMatchObject({ kindleDownloadMethod: '2', kindleEmail: email, preferredFormat: '4' });
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    const info = page.getByRole('alertdialog', { name: 'Sent' });
    await expect(info.getByText(`${title.name} was sent to ${email}.`)).toBeVisible();
    const mail = await newestMailTo(email);
    expect(mail).toContain(`Subject: ${title.name}`);
    expect(mail).toContain('Content-Disposition: attachment');
    await expect(info.getByRole('button', { name: 'OK' })).toBeFocused();
    await info.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    const downloads = (await (await page.request.get('/api/v1/me/galleys/downloads')).json()) as {
      downloads: Array<{ sku: string; availableReviewCopyFormats: ApiFormat[] }>;
    };
    expect(downloads.downloads[0]!.sku).toBe(title.sku);
    expect(downloads.downloads[0]!.availableReviewCopyFormats.map((f) => f.resourceId)).toContain(kindle.resourceId);

    // Kindle is now the preferred format: the modal starts at the Kindle overview; the email is locked.
    modal = await openModal(page, title.name);
    await expect(modal.getByRole('heading', { name: 'Send to your Kindle' })).toBeVisible();
    await modal.getByRole('button', { name: 'Back' }).click();
    const field = modal.getByLabel('Kindle email');
    await expect(field).toHaveValue(email);
    await expect(field).not.toBeEditable();
    await expect(modal.getByText('Your Kindle email is locked.')).toBeVisible();
    await modal.getByRole('button', { name: 'Change email' }).click();
    const disclaimer = modal.getByRole('alertdialog', { name: 'Change your Kindle email?' });
    await expect(disclaimer).toContainText('approved personal document email list');
    await disclaimer.getByRole('button', { name: 'Cancel' }).click();
    await expect(field).not.toBeEditable();
    await modal.getByRole('button', { name: 'Change email' }).click();
    await disclaimer.getByRole('button', { name: 'Change email' }).click();
    await expect(field).toBeEditable();
    await expect(field).toBeFocused();
    const changed = `changed-${email}`;
    await field.fill(changed);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByText(`We will email this title to ${changed}.`)).toBeVisible();
    expect((await preferences(page)).kindleEmail).toBe(changed);
  });
});

test('an anonymous visitor is asked to sign up or log in', async ({ browser, baseURL }) => {
  const signedIn = await browser.newContext({ baseURL });
  const demoPage = await signedIn.newPage();
  await signIn(demoPage, baseURL);
  const title = await approvedTitleWith(demoPage, 2);
  await signedIn.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/title/${title.sku}`);
  await page.locator('.title-actions').getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('heading', { name: 'Join the community' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Download and read ${title.name}` })).toHaveCount(0);
  await context.close();
});
