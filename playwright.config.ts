import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { BASE_URL, E2E_PORT } from './tests/e2e/env.ts';

const CI = !!process.env.CI;

/**
 * Browser tests: the built client (`npm run build` first; `npm run test:e2e` does it) served by the real
 * server on a fresh data directory, in Debian's Chromium (/usr/bin/chromium; scripts/ensure-chromium.sh).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // Deletes .tmp/e2e-data, then serves dist/client and the API with test settings (tests/e2e/server.ts).
    command: 'npx tsx tests/e2e/server.ts',
    url: `${BASE_URL}/api/v1/me/user`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
