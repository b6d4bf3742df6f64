/** Saved filters: a fresh user creates one from /search, edits it on /savedFilter/{id} and deletes it. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, fillSignUp, newUser, openFromHeader, passRobotCheck } from './auth.ts';

interface Option {
  code: string;
  name: string;
  count: number;
}

const titlesText = (n: number) => (n === 1 ? '1 Title' : `${n} Titles`);
const mdy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
const imprintOf = (code: string) => ({ browseLaneType: 'imprint', code, isExclusion: false });
const pubDate = (code: string) => ({ browseLaneType: 'pubDateRange', code, isExclusion: false });

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function countOf(page: Page, viewId: number, filters?: object[]): Promise<number> {
  const query = filters ? `?${new URLSearchParams({ filters: JSON.stringify(filters) }).toString()}` : '';
  return (await getJson<{ count: number }>(page, `/api/v1/filters/${viewId}/titles/count${query}`)).count;
}

test('a fresh user creates a filter, changes it with absolute dates and deletes it', async ({ page }) => {
  const user = newUser('filters');
  await page.goto('/');
  const signUp = await openFromHeader(page, 'Sign Up');
  await fillSignUp(signUp, user);
  await passRobotCheck(signUp);
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectSignedIn(page);

  // An imprint with frontlist titles and a different number of titles published up to today.
  const today = mdy(new Date());
  const absolute = `absolute:01/01/1990:${today}`;
  const { imprint } = await getJson<{ imprint: Option[] }>(page, '/api/v1/savedFilters/filterOptions');
  let chosen: { name: string; frontlist: number; absolute: number } | null = null;
  for (const option of imprint) {
    const frontlist = await countOf(page, 0, [pubDate('frontlist'), imprintOf(option.code)]);
    const past = await countOf(page, 0, [pubDate(absolute), imprintOf(option.code)]);
    if (frontlist > 0 && past > 0 && frontlist !== past) chosen = { name: option.name, frontlist, absolute: past };
    if (chosen) break;
  }
  expect(chosen, 'an imprint with frontlist and backlist titles').not.toBeNull();
  const { name: imprintName } = chosen!;

  let id = 0;
  await test.step('create: My Filter #1, frontlist, one imprint included', async () => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Save as filter' }).click();
    const editor = page.getByRole('dialog', { name: 'New filter' });
    await expect(editor.getByLabel('Filter name')).toHaveValue('My Filter #1');
    await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await editor.getByRole('radio', { name: 'Frontlist' }).check();
    await editor.getByRole('button', { name: 'Imprint', exact: true }).click();
    await editor.getByRole('button', { name: `Include ${imprintName}` }).click();
    await expect(editor.getByRole('button', { name: `Include ${imprintName}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.getByText(chosen!.frontlist === 1 ? '1 title matches' : `${chosen!.frontlist} titles match`)).toBeVisible();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByRole('status').getByText('Your new filter has been saved')).toBeVisible();
    await expect(page).toHaveURL(/\/savedFilter\/\d+$/);
    id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: 'My Filter #1' })).toBeVisible();
    const count = await countOf(page, id);
    expect(count).toBe(chosen!.frontlist);
    await expect(page.locator('.tl-count')).toHaveText(titlesText(count));
    await expect(page.getByLabel('Your saved filters')).toHaveValue(String(id));

    // /search lists the user's filters to open.
    await page.goto('/search');
    await page.getByLabel('Your saved filters').selectOption('My Filter #1');
    await expect(page).toHaveURL(new RegExp(`/savedFilter/${id}$`));
    await expect(page.locator('.tl-count')).toHaveText(titlesText(count));
  });

  await test.step('update: a new name and an absolute timeframe, refused until the dates are MM/DD/YYYY', async () => {
    await page.getByRole('button', { name: 'Edit filter' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit filter' });
    await expect(editor.getByRole('radio', { name: 'Frontlist' })).toBeChecked();
    await expect(editor.getByRole('button', { name: `Include ${imprintName}` })).toHaveAttribute('aria-pressed', 'true');
    await editor.getByLabel('Filter name').fill('Imprint backlist');
    await editor.getByRole('radio', { name: 'Absolute timeframe' }).check();
    await editor.getByLabel('From (MM/DD/YYYY)').fill('1990-01-01');
    await editor.getByLabel('To (MM/DD/YYYY)').fill(today);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByText('Enter the start date as MM/DD/YYYY.')).toBeVisible();
    await expect(editor.getByLabel('From (MM/DD/YYYY)')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toBeVisible();
    expect(await countOf(page, id)).toBe(chosen!.frontlist);

    await editor.getByLabel('From (MM/DD/YYYY)').fill('01/01/1990');
    await expect(editor.getByText('Enter the start date as MM/DD/YYYY.')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').getByText('Your changes have been saved')).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Imprint backlist' })).toBeVisible();
    const count = await countOf(page, id);
    expect(count).toBe(chosen!.absolute);
    await expect(page.locator('.tl-count')).toHaveText(titlesText(count));
  });

  await test.step('delete, after confirming', async () => {
    await page.getByRole('button', { name: 'Edit filter' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit filter' });
    await editor.getByRole('button', { name: 'Delete' }).click();
    const confirm = editor.getByRole('alertdialog', { name: 'Do you want to delete this filter?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await editor.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').getByText('This filter has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
    const list = await getJson<Array<{ id: number }>>(page, '/api/v1/savedFilters');
    expect(list.map((f) => f.id)).not.toContain(id);
    expect((await page.request.get(`/api/v1/filters/${id}/titles/count`)).status()).toBe(404);
  });
});

test('on a phone the filter editor fills the screen and closes with Escape', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search');
  await page.getByRole('button', { name: 'Save as filter' }).click();
  const editor = page.getByRole('dialog', { name: 'New filter' });
  await expect(editor.getByLabel('Filter name')).toHaveValue(/^My Filter #\d+$/);
  await expect(editor.getByLabel('Filter name')).toBeFocused();
  await expect.poll(async () => editor.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
});
