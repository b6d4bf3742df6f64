import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectAnonymous, expectSignedIn } from './auth.ts';

test('a page load asks the server for the session: signing in or out in another tab shows after a reload', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expectAnonymous(page);

  // Another tab signs in: the browser now holds a session cookie the persisted cache knows nothing of.
  const login = await page.request.post('/api/v1/login', {
    form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(200);
  await page.reload();
  await expectSignedIn(page);
  await page.goto('/yourbooks');
  await expect(page.getByRole('heading', { name: 'Your Shelves' }).first()).toBeVisible();

  // ... and signs out again: the signed-in persisted session gives way to the server's answer.
  const logout = await page.request.post('/api/v1/logout', { headers: { origin: baseURL! } });
  expect(logout.ok()).toBe(true);
  await page.reload();
  await expectAnonymous(page);
  await expect(page).toHaveURL(/\/$/);
});
