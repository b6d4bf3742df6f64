import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { expectAnonymous, expectSignedIn, logIn, logOut } from './auth.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';

test('a page load asks the server for the session: signing in or out in another tab shows after a reload', async ({ page, baseURL }) => {
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

test('a sign out made offline ends the server session once the network is back', async ({ page, context }) => {
  // The user the server sees behind the browser's cookie (0: none, the API answers 401).
  const serverUserId = async () => {
    const answer = await page.request.get('/api/v1/me/user');
    return answer.ok() ? ((await answer.json()) as { user: { id: number } }).user.id : 0;
  };
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
  const userId = await serverUserId();
  expect(userId).toBeGreaterThan(0);

  await setOffline(context, true);
  try {
    await logOut(page);
    // The logout could not reach the server: the browser's session cookie still works there.
    expect(await serverUserId()).toBe(userId);
    await page.reload();
    await expectAnonymous(page);
  } finally {
    await setOffline(context, false);
  }
  // Online, the app sends the logout before it asks who is signed in: the session is over.
  await page.reload();
  await expectAnonymous(page);
  await expect.poll(serverUserId).toBe(0);
  await page.reload();
  await expectAnonymous(page);

  // Signing in again is not undone by the old logout.
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
  expect(await serverUserId()).toBe(userId);
});
