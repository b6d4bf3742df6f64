import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectSignedIn, logIn } from './auth.ts';
import { appFooter, appHeader } from './shell.ts';

test('an anonymous visitor on /yourbooks is sent to the main page', async ({ page }) => {
  await page.goto('/yourbooks');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the book trade community' })).toBeVisible();
});

test('an unknown path goes to the main page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the book trade community' })).toBeVisible();
});

test.describe('phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Issue 16: Feedback moved into the More sheet with every other area (navigation.spec.ts).
  test('shows the footer tabs Home, Search, Your Books, Communities and More', async ({ page }) => {
    await page.goto('/');
    const footer = appFooter(page);
    for (const tab of ['Home', 'Search', 'Your Books', 'Communities', 'More']) {
      await expect(footer.getByText(tab, { exact: true })).toBeVisible();
    }
    await expect(appHeader(page).getByRole('navigation')).toHaveCount(0);
  });

  test('signed in, the header shows only Messages', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    const header = appHeader(page);
    await expect(header.getByRole('link', { name: /^Messages/ })).toBeVisible({ timeout: 15_000 });
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Log In', exact: true })).toHaveCount(0);
    await expect(appFooter(page).getByText('Your Books', { exact: true })).toBeVisible();
  });
});

test.describe('desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the header navigation and no footer tabs', async ({ page }) => {
    await page.goto('/');
    await expect(appHeader(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(appHeader(page).getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(appFooter(page)).toHaveCount(0);
  });

  test('signed in, the header has Home, Your Books, search, Messages and the account menu', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expectSignedIn(page);
    const header = appHeader(page);
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Your Books' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expect(header.getByRole('searchbox').or(header.getByPlaceholder('Search titles, authors, ISBNs')).first()).toBeVisible();
  });
});
