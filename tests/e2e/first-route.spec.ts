import { expect, test } from '@playwright/test';
import { builtChunksMatching, precachedUrls, sitePath } from './pwa.ts';
import { appHeader } from './shell.ts';

/** Registration's robot check: the chunk where the altcha widget defines its custom element. */
const ROBOT_CHECK_MARKER = /customElements\.define\(["'`]altcha-widget/;

test('the first route loads only precached shell JS, without the robot-check chunk', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(baseURL!)) scripts.push(sitePath(request.url()));
  });
  await page.goto('/');
  await expect(appHeader(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  const robotCheckChunks = builtChunksMatching(ROBOT_CHECK_MARKER);
  expect(robotCheckChunks, 'the build has a robot-check chunk').not.toEqual([]);
  expect(scripts.filter((script) => robotCheckChunks.includes(script))).toEqual([]);

  // The precache holds the shell (every script the first route needed) and no lazy robot-check chunk.
  const precache = precachedUrls();
  expect(precache).toContain('index.html');
  for (const script of scripts.filter((file) => file.startsWith('assets/'))) expect(precache).toContain(script);
  expect(precache.filter((url) => robotCheckChunks.includes(url))).toEqual([]);
});

test('every Ionic component on the first route is defined and hydrated (tree-shaking kept them)', async ({ page }) => {
  await page.goto('/');
  await expect(appHeader(page)).toBeVisible();
  // The start page is an IonPage with IonContent inside IonApp.
  await expect(page.locator('ion-app')).toHaveClass(/hydrated/);
  await expect(page.locator('ion-content').first()).toHaveClass(/hydrated/);
  const notHydrated = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.tagName.startsWith('ION-'))
      .filter((element) => !customElements.get(element.tagName.toLowerCase()) || !element.classList.contains('hydrated'))
      .map((element) => element.tagName.toLowerCase()),
  );
  expect(notHydrated).toEqual([]);
});
