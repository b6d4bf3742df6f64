/** Issue 21 §3: a publisher's user imports an ONIX 3.0 file from the account menu and sees the result list. */
import { expect, test, type Page } from '@playwright/test';
import { createRandom } from '../../src/shared/domain/random.ts';
import { DEMO_USER_COUNT } from '../../src/server/db/seed/insertPeople.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, generateUsers } from '../../src/server/db/seed/people.ts';
import { PUBLISHERS } from '../../src/server/db/seed/catalogData.ts';
import { DEMO_SEED } from '../../src/server/db/seed/seed.ts';
import { isbn, onixMessage, onixProduct } from '../fixtures/onix.ts';
import { appHeader } from './shell.ts';

async function signIn(page: Page, baseURL: string | undefined, email: string) {
  const login = await page.request.post('/api/v1/login', { form: { email, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

const accountMenu = (page: Page) => page.getByRole('dialog', { name: 'Account menu' });

test('a publisher imports titles from an ONIX file with progress and a result list; others see no import', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const staff = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT).find((u) => u.key === 'publisher-staff-0')!;
  const publisher = PUBLISHERS[0]!.name;

  // A bookseller has no import entry.
  await signIn(page, baseURL, DEMO_EMAIL);
  await page.goto('/');
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(accountMenu(page).getByRole('link', { name: 'Storage' })).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'Import titles' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, baseURL, staff.email);
  await page.goto('/');
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await accountMenu(page).getByRole('link', { name: 'Import titles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import titles' })).toBeVisible();

  const base = Date.now() % 10_000_000;
  const onix = onixMessage([
    onixProduct({ isbn: isbn(1, base), title: 'Imported In The Browser', publisher, imprint: PUBLISHERS[0]!.imprints[0] }),
    onixProduct({ reference: 'broken-date', isbn: isbn(2, base), publisher, imprint: PUBLISHERS[0]!.imprints[0], date: '2026-13-40' }),
  ]);
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Titles from ONIX 3.0' }) });
  await form.getByLabel('ONIX file').setInputFiles({ name: 'titles.xml', mimeType: 'application/xml', buffer: Buffer.from(onix) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('heading', { name: '1 imported, 0 updated, 1 failed.' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('listitem')).toHaveText([`broken-date (ISBN ${isbn(2, base)}): the publication date "2026-13-40" is not a date`]);

  // The same file again updates the title, and the title is in the catalogue.
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('heading', { name: '0 imported, 1 updated, 1 failed.' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/title/${isbn(1, base)}`);
  await expect(page.getByRole('heading', { name: 'Imported In The Browser' }).first()).toBeVisible();
});

test('an ONIX file of thousands of products shows the records written rising on a determinate bar, then the result and its errors', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const staff = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT).find((u) => u.key === 'publisher-staff-0')!;
  const { name: publisher, imprints } = PUBLISHERS[0]!;
  await signIn(page, baseURL, staff.email);
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import titles' })).toBeVisible();

  const count = 2000;
  const base = (Date.now() % 1_000_000) * 10 + 5_000_000;
  const onix = onixMessage([
    ...Array.from({ length: count - 2 }, (_, i) =>
      onixProduct({ isbn: isbn(i, base, '9780'), title: `Fair Stock ${i}`, publisher, imprint: imprints[0] }),
    ),
    onixProduct({ reference: 'late-date', isbn: isbn(count, base, '9780'), publisher, imprint: imprints[0], date: '2026-13-40' }),
    onixProduct({ reference: 'no-isbn-here', noIsbn: true, publisher, imprint: imprints[0] }),
  ]);
  // What the bar shows, sampled in the page until the result is there.
  await page.evaluate(() => {
    const seen: Array<{ value: number; max: number }> = [];
    (window as unknown as { importBar: typeof seen }).importBar = seen;
    const timer = setInterval(() => {
      if (document.querySelector('.import-result')) return clearInterval(timer);
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Import progress"]');
      if (bar && bar.hasAttribute('value')) seen.push({ value: bar.value, max: bar.max });
    }, 30);
  });
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Titles from ONIX 3.0' }) });
  await form.getByLabel('ONIX file').setInputFiles({ name: 'fair-stock.xml', mimeType: 'application/xml', buffer: Buffer.from(onix) });
  await form.getByRole('button', { name: 'Upload' }).click();
  // Determinate while the server writes: records written of all, in words too.
  const bar = form.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('max', String(count), { timeout: 120_000 });
  await expect(form.getByText(new RegExp(`Importing… \\d+ of ${count} records written\\.`))).toBeVisible();

  await expect(form.getByRole('heading', { name: `${count - 2} imported, 0 updated, 2 failed.` })).toBeVisible({ timeout: 240_000 });
  await expect(form.getByRole('listitem')).toHaveText([
    `late-date (ISBN ${isbn(count, base, '9780')}): the publication date "2026-13-40" is not a date`,
    /^no-isbn-here: .*no ISBN-13/,
  ]);
  await expect(bar).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { importBar: Array<{ value: number; max: number }> }).importBar);
  expect(seen.every((s) => s.max === count)).toBe(true);
  const values = [...new Set(seen.map((s) => s.value))];
  // The value went up at least twice before the result, never back, and stayed within the total.
  expect(values.filter((v) => v > 0 && v < count).length).toBeGreaterThanOrEqual(2);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});
