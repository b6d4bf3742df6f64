import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { ROUTES } from './allRoutes.ts';

async function signIn(page: Page, baseURL: string) {
  const res = await page.request.post('/api/v1/login', {
    form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`signed in on a ${name} window, every route renders its screen without an error`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, baseURL!);
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page, route).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
      await expect(page.locator('.ion-page h1').first(), route).toBeVisible();
      await expect(page.getByText('Sorry, something went wrong.')).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY), route).toBe(0);
    }
    expect(errors).toEqual([]);
  });
}

test('the iframe settings page tells an anonymous visitor to log in to the companion product', async ({ page }) => {
  await page.goto('/iframe/communicationSettings');
  await expect(page.getByText('You must be logged in to the companion product to view this page')).toBeVisible();
});
