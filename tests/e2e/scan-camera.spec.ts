/**
 * Scan an ISBN at the fair (issue 21 §2) with the camera: Chromium's fake camera plays a video of a demo title's
 * EAN-13 barcode (drawn by barcodeVideo.ts); the scanner reads it (ZXing in WebAssembly: Chromium on Linux has no
 * BarcodeDetector) and opens the title page.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { writeBarcodeY4m } from './barcodeVideo.ts';
import { E2E_DATA_DIR } from './env.ts';
import { demoTitles, openScanner, signIn } from './scan.ts';

const BARCODE_VIDEO = path.join(E2E_DATA_DIR, '..', `scan-${path.basename(E2E_DATA_DIR)}`, 'barcode.y4m');

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${BARCODE_VIDEO}`,
    ],
  },
});

test("a book's barcode in front of the camera opens its title page", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const [title] = await demoTitles(page, 1);
  // The fake camera reads the file when the scanner opens it.
  writeBarcodeY4m(title!.sku, BARCODE_VIDEO);
  await page.goto('/yourbooks');
  await openScanner(page);
  await expect(page).toHaveURL(new RegExp(`/title/${title!.sku}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: title!.name })).toBeVisible();
});
