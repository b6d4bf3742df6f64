import { expect, test } from '@playwright/test';
import { pngSize, waitForServiceWorkerControl } from './pwa.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test('the web app manifest is linked, valid and its icons are PNGs of the stated size', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();

  const response = await request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Book Trade Community',
    short_name: 'BookTrade',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });

  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const iconResponse = await request.get(new URL(icon.src, page.url()).href);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type']).toContain('image/png');
    const { width, height } = pngSize(await iconResponse.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('the service worker activates and controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});
