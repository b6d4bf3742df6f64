/**
 * The reviewer's loop of issue 5, end to end as one new user: shelve a title, request two review copies (one
 * approved by the publisher's rule, one by the owner on the review queue), download one, read it in the app online
 * and then offline (reloads keep the page), back online the progress reaches the server and the title page says
 * '{n}% Read'; review it with every rating, Much Love both ways on the other, delete; Your Books counts it all.
 */
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { createRandom } from '../../src/shared/domain/random.ts';
import { PUBLISHERS } from '../../src/server/db/seed/catalogData.ts';
import { DEMO_USER_COUNT } from '../../src/server/db/seed/insertPeople.ts';
import { DEMO_PASSWORD, generateUsers } from '../../src/server/db/seed/people.ts';
import { DEMO_SEED } from '../../src/server/db/seed/seed.ts';
import { expectSignedIn, fillSignUp, newUser, openFromHeader, passRobotCheck } from './auth.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';
import { OFFLINE_DB_NAME } from '../../src/client/lib/offline/dbName.ts';

interface ApiTitle {
  sku: string;
  name: string;
  publisher: string;
  isRequestable: boolean;
}

const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const titleActions = (page: Page) => page.locator('.title-actions');

async function requestableTitles(page: Page, publisher: string): Promise<ApiTitle[]> {
  const titles: ApiTitle[] = [];
  for (let p = 1; ; p++) {
    const body = (await (await page.request.get(`/api/v1/filters/0/titles?page=${p}&pageSize=100`)).json()) as {
      products: ApiTitle[];
      totalCount: number;
    };
    titles.push(...body.products);
    if (titles.length >= body.totalCount || !body.products.length) break;
  }
  return titles.filter((t) => t.publisher === publisher && t.isRequestable);
}

async function request(page: Page, title: ApiTitle): Promise<void> {
  await page.goto(`/title/${title.sku}`);
  await page.getByRole('button', { name: `Request a review copy of ${title.name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Request a review copy' });
  await modal.getByRole('radio', { name: 'Reviewing' }).check();
  await modal.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, `Request sent for ${title.name}`)).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Request sent' }).getByRole('button', { name: 'OK' }).click();
}

/** The owner of a publisher's community (the seed's people generator, same seed) approves the user's request. */
async function ownerApproves(browser: Browser, baseURL: string, publisher: string, title: ApiTitle, requester: string): Promise<void> {
  const index = PUBLISHERS.findIndex((p) => p.name === publisher);
  const people = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT);
  const email = people.find((u) => u.key === `publisher-staff-${index}`)!.email;
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  expect((await owner.request.post('/api/v1/login', { form: { email, pword: DEMO_PASSWORD }, headers: { origin: baseURL } })).status()).toBe(200);
  const queues = (await (await owner.request.get('/api/v1/me/galleyRequestQueues')).json()) as Array<{ communityId: number }>;
  await owner.goto(`/reviewQueue/${queues[0]!.communityId}`);
  await owner.getByRole('button', { name: `Approve the request of ${requester} for ${title.name}` }).click();
  await expect(toast(owner, `Approved the request of ${requester} for ${title.name}`)).toBeVisible();
  await context.close();
}

/** What the reader's page shows now (the visible column of the EPUB's iframe): text, and pictures by their alt. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('.reader-view .epub-container');
    const frame = container?.querySelector('iframe');
    const doc = frame?.contentDocument;
    if (!container || !frame || !doc) return '';
    const view = container.getBoundingClientRect();
    const frameBox = frame.getBoundingClientRect();
    return [...doc.querySelectorAll('h1, h2, p, img')]
      .filter((block) =>
        [...block.getClientRects()].some((r) => r.width > 0 && frameBox.left + r.left >= view.left - 1 && frameBox.left + r.left < view.right - 1),
      )
      .map((block) =>
        block.tagName.toLowerCase() === 'img' ? `[picture ${block.getAttribute('alt') ?? ''}]` : (block.textContent ?? '').trim().slice(0, 40),
      )
      .join(' | ');
  });
}

/** The percent of the reading position kept on this device for a title (the reader's IndexedDB), or null. */
const keptPercent = (page: Page, sku: string) =>
  page.evaluate(
    ([name, key]) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('readerPositions').objectStore('readerPositions').get(key);
          get.onsuccess = () => {
            resolve((get.result as { percentOfBookCompleted: number } | undefined)?.percentOfBookCompleted ?? null);
            db.close();
          };
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    [OFFLINE_DB_NAME, sku] as const,
  );
const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('reader-percent').textContent()) ?? '', 10);

test('shelve, request, approve, download, read offline, review, Much Love, and Your Books counts', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(240_000);
  const user = newUser('loop');
  const requester = `${user.firstName} ${user.lastName}`;
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const signUp = await openFromHeader(page, 'Sign Up');
  await fillSignUp(signUp, user);
  await passRobotCheck(signUp);
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectSignedIn(page);

  const [auto] = await requestableTitles(page, 'Lanternfish Publishing');
  const [manual] = await requestableTitles(page, 'Copperleaf Group');
  expect(auto && manual, 'requestable titles of an auto-approving and a manual publisher').toBeTruthy();

  // Shelve the first title from Your Stacks.
  await page.goto(`/title/${auto!.sku}`);
  await page.getByRole('region', { name: 'Your Stacks' }).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
  await page.getByRole('radio', { name: 'Currently Reading' }).check();
  await expect(toast(page, 'Moved this title to Currently Reading')).toBeVisible();
  await page.keyboard.press('Escape');

  // Request both: the auto-approved one can be downloaded at once; the manual one after the owner approves it.
  await request(page, auto!);
  await expect(titleActions(page).getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await request(page, manual!);
  await expect(titleActions(page).getByRole('button', { name: 'Cancel Pending Request' })).toBeVisible();
  await ownerApproves(browser, baseURL!, 'Copperleaf Group', manual!, requester);
  await page.reload();
  await expect(titleActions(page).getByRole('button', { name: 'Download', exact: true })).toBeVisible();

  // Download the EPUB of the first one.
  await page.goto(`/title/${auto!.sku}`);
  await titleActions(page).getByRole('button', { name: 'Download', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Download and read ${auto!.name}` });
  await expect(modal.getByRole('heading', { name: /^Download (EPUB|PDF)$/ })).toBeVisible();
  if (await modal.getByRole('button', { name: 'Back' }).isVisible()) {
    await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('radio', { name: 'EPUB' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
  }
  // The file downloads in a new window (which may close as the download starts).
  const download = new Promise<Download>((resolve) => {
    const watch = (p: Page) => p.once('download', resolve);
    context.pages().forEach(watch);
    context.on('page', watch);
  });
  await modal.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`${auto!.sku}.epub`);
  await page.keyboard.press('Escape');

  // Read it in the app (the same tab): online first (the galley is kept on the device), then offline.
  const reader = page;
  await page.getByRole('link', { name: /Read Online/ }).click();
  await expect(reader).toHaveURL(new RegExp(`/read/${auto!.sku}$`));
  await expect.poll(() => shownText(reader), { timeout: 20_000 }).not.toBe('');
  await setOffline(context, true);
  await reader.reload();
  await expect.poll(() => shownText(reader), { timeout: 20_000 }).not.toBe('');
  for (let turn = 0; turn < 3; turn++) {
    const before = await shownText(reader);
    await reader.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => shownText(reader)).not.toBe(before);
  }
  const page4 = await shownText(reader);
  await expect.poll(() => percentShown(reader), { timeout: 20_000 }).toBeGreaterThan(0);
  const percent = await percentShown(reader);
  // The page the reader stopped on is kept on the device (once it stayed a moment), then the reload opens it.
  await expect.poll(async () => Math.floor((await keptPercent(reader, auto!.sku)) ?? -1)).toBe(percent);
  await reader.reload();
  await expect.poll(() => shownText(reader), { timeout: 20_000 }).toBe(page4);
  await setOffline(context, false);

  // Back online: the position reaches the server and the title page shows it.
  await expect
    .poll(
      async () => {
        const viewed = (await (await page.request.get('/api/me/galleys/reader/viewed')).json()) as {
          lastReadPositionBySku: Record<string, { percentOfBookCompleted: number }>;
        };
        return Math.floor(viewed.lastReadPositionBySku[auto!.sku]?.percentOfBookCompleted ?? 0);
      },
      { timeout: 30_000 },
    )
    .toBe(percent);
  await page.goto(`/title/${auto!.sku}`);
  await expect(page.getByRole('link', { name: /Read Online/ })).toContainText(`${percent}% Read`);

  // Review it with every rating.
  const yourReview = page.getByRole('region', { name: 'Your Review' });
  await yourReview.getByRole('button', { name: 'Write a Review' }).click();
  const editor = page.getByRole('dialog', { name: `Your review of ${auto!.name}` });
  const rate = (dimension: string, value: number) =>
    editor
      .getByRole('radiogroup', { name: dimension })
      .getByRole('radio', { name: `${value} out of 10` })
      .check();
  await rate('Overall', 7);
  await editor.getByText('More Ratings').click();
  for (const [dimension, value] of [
    ['Writing Quality', 6],
    ['Image / Illustration Quality', 5],
    ['Character Development', 8],
    ["Couldn't Put It Down", 9],
    ['Intellectual Depth', 4],
    ['Originality', 7],
  ] as const) {
    await rate(dimension, value);
  }
  await editor.getByPlaceholder('Write your review here').fill('Read it offline on the way to the fair.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('heading', { name: 'Review Saved' })).toBeVisible();
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(yourReview.getByText('Rated 7 out of 10')).toBeVisible();

  // Much Love on the other: the empty heart saves a 9 and fills; the filled heart asks, then deletes the review.
  await page.goto(`/title/${manual!.sku}`);
  const heart = page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: 'Much Love' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Your Review' }).getByText('Rated 9 out of 10')).toBeVisible();
  await heart.click();
  await page.getByRole('alertdialog', { name: 'Do you want to delete the review?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, `Deleted review for ${manual!.name}`)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Your Books counts all of it (tabs read "label count"; empty tabs are hidden except All).
  const tabs = () => page.getByRole('tablist').getByRole('tab');
  await page.goto('/requests');
  await expect(tabs()).toHaveText(['All 2', 'Ready to Download 1', 'Downloaded Reviewed 1']);
  await page.goto('/downloads');
  await expect(tabs()).toHaveText(['All 1', 'Downloaded Reviewed 1']);
  await page.goto('/reviews');
  await expect(tabs()).toHaveText(['All 1', '6-8 1']);
  await page.goto('/shelves');
  await expect(tabs()).toHaveText(['All 1', 'Currently Reading 1']);
});
