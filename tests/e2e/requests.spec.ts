/** Review copy requests: the request modal, auto and manual approval, the owner's review queue, cancel and re-enable, print requests. */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { ownerEmail } from './notificationCauses.ts';

interface ApiTitle {
  sku: string;
  name: string;
  publisher: string;
  isRequestable: boolean;
  isDownloadable: boolean;
  isPrcRequestable: boolean;
}

const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const requestModal = (page: Page) => page.getByRole('dialog', { name: 'Request a review copy' });

async function signIn(page: Page, baseURL: string | undefined, email = DEMO_EMAIL) {
  const login = await page.request.post('/api/v1/login', { form: { email, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

/** Every title as the signed-in user sees it (5 pages of 100). */
async function allTitles(page: Page): Promise<ApiTitle[]> {
  const titles: ApiTitle[] = [];
  for (let p = 1; ; p++) {
    const response = await page.request.get(`/api/v1/filters/0/titles?page=${p}&pageSize=100`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { products: ApiTitle[]; totalCount: number };
    titles.push(...body.products);
    if (titles.length >= body.totalCount || body.products.length === 0) return titles;
  }
}

/** A title of the publisher that the signed-in user has not requested and may request (other specs may have taken some). */
async function freshTitle(page: Page, match: (t: ApiTitle) => boolean): Promise<ApiTitle> {
  const requested = new Set(((await (await page.request.get('/api/v1/me/requests')).json()) as Array<{ sku: string }>).map((r) => r.sku));
  const title = (await allTitles(page)).find((t) => match(t) && !requested.has(t.sku));
  expect(title, 'a title to request').toBeTruthy();
  return title!;
}

async function sendRequest(page: Page, title: ApiTitle, purpose: string, fill?: () => Promise<void>) {
  await page.goto(`/title/${title.sku}`);
  await page.getByRole('button', { name: `Request a review copy of ${title.name}` }).click();
  const modal = requestModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('radio', { name: purpose }).check();
  await fill?.();
  await modal.getByRole('button', { name: 'Send Request' }).click();
  return modal;
}

async function ownerPage(browser: Browser, baseURL: string | undefined, publisher: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, baseURL, ownerEmail(publisher));
  return page;
}

test.describe('review copy requests', () => {
  test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL));

  test('an auto-approved title: the modal sends the request, a success toast, and the title becomes downloadable', async ({ page }) => {
    const title = await freshTitle(page, (t) => t.publisher === 'Lanternfish Publishing' && t.isRequestable);
    const modal = await sendRequest(page, title, 'Reviewing', async () => {
      await requestModal(page).getByLabel('Reason for request').fill('For our spring newsletter.');
    });
    await expect(toast(page, `Request sent for ${title.name}`)).toBeVisible();
    const result = page.getByRole('alertdialog', { name: 'Request sent' });
    await expect(result).toContainText('ready to download');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Request a review copy of ${title.name}` })).toHaveCount(0);
    // An approved request with no download: the archive action only says it is not yet operational.
    await page.getByRole('button', { name: 'Archive Request' }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('Archiving requests is not yet operational.');
    await notice.getByRole('button', { name: 'OK' }).click();
    // The evaluation purpose is remembered (DARC/evaluationType) and offered first next time.
    const prefs = (await (await page.request.post('/api/v1/me/preferences?format=object', { data: [{ type: 'DARC' }] })).json()) as {
      DARC: { evaluationType: string };
    };
    expect(prefs.DARC.evaluationType).toBe('4');
    const next = await freshTitle(page, (t) => t.publisher === 'Harbor & Vine' && t.isRequestable);
    await page.goto(`/title/${next.sku}`);
    await page.getByRole('button', { name: `Request a review copy of ${next.name}` }).click();
    await expect(requestModal(page).getByRole('radio', { name: 'Reviewing' })).toBeChecked();
    await requestModal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(requestModal(page)).toBeHidden();
  });

  test('a manually approved title stays pending until an owner of the publisher community approves it on the queue screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    const publisher = 'Copperleaf Group';
    const title = await freshTitle(page, (t) => t.publisher === publisher && t.isRequestable);
    await sendRequest(page, title, 'Course adoption', async () => {
      const modal = requestModal(page);
      await modal.getByLabel('Department').fill('English');
      await modal.getByLabel('Course', { exact: true }).fill('ENG 201');
      await modal.getByLabel('Enrollment').fill('40');
    });
    const result = page.getByRole('alertdialog', { name: 'Request sent' });
    await expect(result).toContainText('sent to the publisher');
    await result.getByRole('button', { name: 'OK' }).click();
    const cancel = page.getByRole('button', { name: 'Cancel Pending Request' });
    await expect(cancel).toBeVisible();
    await expect(cancel).toHaveAttribute('title', /^Cancel Pending Request \(made on .+\)$/);
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);

    const owner = await ownerPage(browser, baseURL, publisher);
    const queues = (await (await owner.request.get('/api/v1/me/galleyRequestQueues')).json()) as Array<{ communityId: number }>;
    await owner.goto(`/community/${queues[0]!.communityId}/home/30`);
    await owner.getByRole('link', { name: /^Review copy requests \(\d+ pending\)$/ }).click();
    await expect(owner.getByRole('heading', { name: 'Review copy requests', level: 1 })).toBeVisible();
    const item = owner
      .getByRole('listitem')
      .filter({ has: owner.getByRole('heading', { name: title.name }) })
      .filter({ hasText: 'Demo Reader' });
    await expect(item).toContainText('Course adoption');
    await expect(item).toContainText('English · ENG 201 · enrollment 40');
    await item.getByRole('button', { name: `Approve the request of Demo Reader for ${title.name}` }).click();
    await expect(toast(owner, `Approved the request of Demo Reader for ${title.name}`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await owner.context().close();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Pending Request' })).toHaveCount(0);
  });

  test('a pending request is cancelled after confirming, then re-enabled', async ({ page, baseURL }) => {
    const title = await freshTitle(page, (t) => t.publisher === 'Quill & Ember' && t.isRequestable);
    const sent = await page.request.post('/api/v1/me/galleys/requests', {
      data: { sku: title.sku, selectedTitleEvaluationPurposeTypeId: 1, requestReason: 'Buying for the shop' },
      headers: { origin: baseURL! },
    });
    expect(((await sent.json()) as { status: string }).status).toBe('pending');
    await page.goto(`/title/${title.sku}`);
    await page.getByRole('button', { name: 'Cancel Pending Request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this request?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Cancel Pending Request' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this request?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, `Your request for ${title.name} was cancelled`)).toBeVisible();
    const requests = (await (await page.request.get('/api/v1/me/requests')).json()) as Array<{
      sku: string;
      status: string;
      galleyStatus: number | null;
    }>;
    expect(requests.find((r) => r.sku === title.sku)).toMatchObject({ status: 'cancelled', galleyStatus: 30 });

    await page.getByRole('button', { name: 'Re-enable Request' }).click();
    await expect(toast(page, `Your request for ${title.name} was re-enabled`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Pending Request' })).toBeVisible();
  });

  test('a print request without a phone number asks for shipping and sends nothing; with one it is sent', async ({ page }) => {
    const title = await freshTitle(page, (t) => t.isPrcRequestable);
    await page.goto(`/title/${title.sku}`);
    await page.getByRole('button', { name: `Request a review copy of ${title.name}` }).click();
    const modal = requestModal(page);
    const print = modal.getByRole('radio', { name: 'Print review copy' });
    if (await print.count()) await print.check();
    await modal.getByRole('radio', { name: 'Acquisition' }).check();
    await modal.getByLabel('Street address').fill('1 Quay Street');
    await modal.getByLabel('City').fill('Boston');
    await modal.getByLabel('Country').fill('US');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Your request was not sent' });
    await expect(failure).toContainText('Please provide shipping for this request.');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(modal.getByLabel('Street address')).toHaveValue('1 Quay Street');
    const before = (await (await page.request.get('/api/v1/me/requests')).json()) as Array<{ sku: string; requestType: number }>;
    expect(before.some((r) => r.sku === title.sku && r.requestType === 2)).toBe(false);

    await modal.getByLabel('Phone number').fill('+1 617 555 0100');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, `Request sent for ${title.name}`)).toBeVisible();
    await page.getByRole('alertdialog', { name: 'Request sent' }).getByRole('button', { name: 'OK' }).click();
    const after = (await (await page.request.get('/api/v1/me/requests')).json()) as Array<{ sku: string; requestType: number }>;
    expect(after.some((r) => r.sku === title.sku && r.requestType === 2)).toBe(true);
  });

  test('the tile shows "You requested" with the date for a requested title', async ({ page }) => {
    const requests = (await (await page.request.get('/api/v1/me/requests')).json()) as Array<{
      sku: string;
      status: string;
      product: { name: string };
    }>;
    const pending = requests.find((r) => r.status === 'pending')!;
    await page.goto(`/search?q=${encodeURIComponent(pending.product.name)}`);
    const tile = page.locator(`.tl-grid [data-sku="${pending.sku}"]`);
    await expect(tile.getByRole('button', { name: /^You requested / })).toBeVisible();
  });
});
