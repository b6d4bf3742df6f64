/** Helpers of the scanner's browser tests (scan.spec.ts, scan-camera.spec.ts). */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { appHeader } from './shell.ts';

export interface ApiTitle {
  sku: string;
  name: string;
}

export async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

export async function demoTitles(page: Page, count: number): Promise<ApiTitle[]> {
  const answer = (await (await page.request.get(`/api/v1/filters/0/titles?pageSize=${count}`)).json()) as { products: ApiTitle[] };
  return answer.products;
}

export async function openScanner(page: Page) {
  await appHeader(page).getByRole('button', { name: 'Scan an ISBN' }).click();
  const sheet = page.getByRole('dialog', { name: 'Scan an ISBN' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Continuous mode towards the target of that label, and a way to type each ISBN as a scan. */
export async function scanContinuously(sheet: Locator, target: string) {
  await sheet.getByRole('radio', { name: 'Add each title to a shelf or list' }).check();
  await sheet.getByLabel('Add scanned titles to').selectOption({ label: target });
  const field = sheet.getByLabel('ISBN (10 or 13 digits)');
  return async (isbn: string) => {
    await field.fill(isbn);
    await field.press('Enter');
  };
}
