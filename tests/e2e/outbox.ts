/** Helpers for the outbox specs: fresh accounts through the API, the pending badge and list, edge failures. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { newUser, type TestUser } from './auth.ts';
import { BASE_URL } from './env.ts';
import { setOffline, waitForServiceWorkerControl } from './pwa.ts';
import { appHeader } from './shell.ts';

export interface Account extends TestUser {
  id: number;
}

const origin = { origin: BASE_URL };

/** Registers a new account through the API (solving the robot check); the context's cookie jar is then signed in as it. */
export async function registerAccount(request: APIRequestContext, label: string): Promise<Account> {
  const user = newUser(label);
  const challenge = (await (await request.get('/api/v1/registration/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptchaResponse = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await request.post('/api/v1/registration/user', {
    data: { user: { firstName: user.firstName, lastName: user.lastName, email: user.email, password: user.password }, recaptchaResponse },
    headers: origin,
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, id: await signedInUserId(request) };
}

export async function signedInUserId(request: APIRequestContext): Promise<number> {
  const me = await request.get('/api/v1/me/user');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { user: { id: number } }).user.id;
}

/** Logs in through the API: the context's session cookie becomes this account's. */
/** The seeded demo account (src/server/db/seed/people.ts). */
export const DEMO = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

export async function logInApi(request: APIRequestContext, account: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const res = await request.post('/api/v1/login', { form: { email: account.email, pword: account.password }, headers: origin });
  expect(res.status()).toBe(200);
}

/** GET `url` with the page's (or the context's) cookies; its JSON, after checking the answer was a success. */
export async function getJson<T>(from: Page | APIRequestContext, url: string): Promise<T> {
  const answer = await ('request' in from ? from.request : from).get(url);
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()) as T;
}

export async function someTitles(request: APIRequestContext, count: number): Promise<string[]> {
  const res = await request.get(`/api/v1/filters/0/titles?pageSize=${count}`);
  return ((await res.json()) as { products: Array<{ sku: string }> }).products.map((p) => p.sku);
}

export async function shelfOf(request: APIRequestContext, sku: string): Promise<string | null> {
  const items = (await (await request.get('/api/v1/me/shelves')).json()) as Array<{ sku: string; shelf: string }>;
  return items.find((item) => item.sku === sku)?.shelf ?? null;
}

export async function collections(request: APIRequestContext): Promise<Array<{ catalogID: number; name: string }>> {
  return (await (await request.get('/api/v1/me/collections')).json()) as Array<{ catalogID: number; name: string }>;
}

export async function createCollection(request: APIRequestContext, name: string, skus: string[]): Promise<number> {
  const res = await request.put('/api/v1/me/collections', {
    data: { type: 2, name: encodeURIComponent(name), products: skus.map((sku) => ({ sku })) },
    headers: origin,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { catalogID: number }).catalogID;
}

export async function collectionSkus(request: APIRequestContext, id: number): Promise<string[]> {
  const res = await request.get(`/api/v1/catalogs/${id}`);
  return ((await res.json()) as { products: Array<{ sku: string }> }).products.map((p) => p.sku);
}

/** The header's pending-changes button ('N pending change(s)'). */
export function pendingButton(page: Page): Locator {
  return appHeader(page).getByRole('button', { name: /pending change/ });
}

export async function expectPending(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
  else await expect(pendingButton(page)).toHaveAccessibleName(`${count} pending change${count === 1 ? '' : 's'}`, { timeout: 20_000 });
}

/** The title page's add-to-shelf/collection drawer for one title, opened online once the service worker controls the app. */
export async function openStacksDrawer(page: Page, sku: string): Promise<Locator> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto(`/title/${sku}`);
  await page.getByRole('region', { name: 'Your Stacks' }).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
  await expect(drawer.getByText('For 1 title')).toBeVisible();
  return drawer;
}

/** Offline, the title goes to Favorites in the open drawer: one change waits in the outbox. */
export async function queueFavoriteOffline(page: Page, context: BrowserContext, drawer: Locator): Promise<void> {
  await setOffline(context, true);
  await drawer.getByRole('radio', { name: 'Favorites' }).click();
  await expectPending(page, 1);
}

/**
 * Routes the service worker's own requests matching `url` (the outbox's sends and replays) to `handler`; the
 * page's requests and everything else go on untouched. Failures are injected at the network edge only.
 */
export async function routeWorkerRequests(context: BrowserContext, url: string | RegExp, handler: (route: Route) => Promise<void>): Promise<void> {
  await context.route(url, async (route) => {
    if (!route.request().serviceWorker()) return route.fallback();
    return handler(route);
  });
}
