import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import type { PushPayload } from '../../src/shared/contracts/push.ts';
import { seriousAxeFindings } from './axe.ts';
import { waitForServiceWorkerControl } from './pwa.ts';

// Web push (issue 20): the service worker shows pushes (delivered through the DevTools protocol), and the settings
// screen saves the per-kind push choices and the friend-email opt-out, asking for permission only from a click.

// The app's Content-Security-Policy allows no inline script, and axe is injected as one.
test.use({ bypassCSP: true });

async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
}

/** The notifications the app's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
      data: n.data as unknown,
    })),
  );

test('a push delivered to the service worker shows one notification per subject, with icon, badge and the route to open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)?.registrationId).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)!.registrationId;
  const push = (payload: PushPayload) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });

  await push({ id: 1, kind: 'listAlert', title: 'List alert', body: 'A title was added to Fall picks', url: '/list/1', tag: 'listAlert:1' });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'List alert',
        body: 'A title was added to Fall picks',
        tag: 'listAlert:1',
        icon: `${baseURL}/icons/icon-192.png`,
        badge: `${baseURL}/icons/icon-192.png`,
        data: { url: '/list/1', id: 1 },
      },
    ]);
  // A second push about the same list replaces the first; another subject adds one. A URL off the app is not followed.
  await push({ id: 2, kind: 'listAlert', title: 'List alert', body: 'Another title was added to Fall picks', url: '/list/1', tag: 'listAlert:1' });
  await push({ id: 3, kind: 'event', title: 'New event', body: 'Book fair', url: 'https://elsewhere.example/', tag: 'event:4' });
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.tag, n.body, (n.data as { url: string }).url]).sort())
    .toEqual([
      ['event:4', 'Book fair', '/notifications'],
      ['listAlert:1', 'Another title was added to Fall picks', '/list/1'],
    ]);
  await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()));
});

test('communication settings: push kinds and the friend-email opt-out are saved; permission is asked only from the click', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { permissionAsks: number };
    w.permissionAsks = 0;
    if (!('Notification' in window)) return;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.permissionAsks++;
      return ask(...args);
    };
  });
  await signIn(page, baseURL);
  await page.goto('/communicationSettings');
  const kinds = page.getByRole('group', { name: 'Push me about' });
  const replies = kinds.getByRole('checkbox', { name: 'Replies to my comments and threads' });
  await expect(replies).toBeChecked();
  await expect(kinds.getByRole('checkbox', { name: 'New events in my communities' })).toBeChecked();
  const friends = page.getByRole('group', { name: 'Friend emails' }).getByRole('checkbox', { name: "Don't email me about my friends' activity" });
  await expect(friends).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Landing page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose on Notifications' })).toHaveAttribute('href', '/notifications');
  const device = page.getByRole('switch', { name: 'Send push notifications to this device' });
  await expect(device).not.toBeChecked();
  await expect(page.getByText('Push notifications are off for this device.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  for (const choice of await page.locator('.communication-settings .settings-choice').all()) {
    expect((await choice.boundingBox())!.height, 'touch target').toBeGreaterThanOrEqual(44);
  }

  await replies.uncheck();
  await expect(kinds.getByRole('status')).toHaveText('Your changes have been saved');
  await friends.check();
  await expect(page.getByRole('group', { name: 'Friend emails' }).getByRole('status')).toHaveText('Your changes have been saved');
  expect((await (await page.request.get('/api/v1/me/push/kinds')).json()).reply).toBe(false);
  expect(await (await page.request.get('/api/me/preferences/social/noUpdates')).json()).toEqual({ noUpdates: true });
  await page.reload();
  await expect(replies).not.toBeChecked();
  await expect(friends).toBeChecked();

  // The switch asks for permission (here refused by the browser's default for a test profile, or granted: either way asked once, from the click).
  await device.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(1);

  await replies.check();
  await expect(kinds.getByRole('status')).toHaveText('Your changes have been saved');
  await friends.uncheck();
  await expect(page.getByRole('group', { name: 'Friend emails' }).getByRole('status')).toHaveText('Your changes have been saved');
});

test('the iframe settings show the settings to a signed-in user', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/iframe/communicationSettings');
  await expect(page.getByRole('group', { name: 'Push me about' })).toBeVisible();
  await expect(page.getByText('You must be logged in to the companion product to view this page')).toHaveCount(0);
});
