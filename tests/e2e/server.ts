/**
 * The browser tests' server (playwright.config.ts webServer): a fresh data directory, the built client
 * as it is (test:e2e builds it first), the real server with demo data, and test settings: a cheap robot
 * check and rate limits that a full run (with a retry) stays under; pushes reach the push service a test runs at the
 * network edge (tests/server/fakePushService.ts: its self-signed certificate is trusted, retries are quick).
 */
import { readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:https';
import { startApp } from '../../scripts/start.ts';
import type { RateLimits } from '../../src/server/config.ts';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from './env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: BASE_URL,
  DATABASE_URL: '',
  SMTP_URL: '',
});

const relaxed = { max: 1000, windowMs: 60_000 };
const rateLimits: RateLimits = {
  loginPerIp: relaxed,
  loginFailuresPerAccountIp: relaxed,
  registrationPerIp: relaxed,
  registrationPerAccount: relaxed,
  forgotPerIp: relaxed,
  forgotPerAccount: relaxed,
  communityCodeFailuresPerUser: relaxed,
  onixImportPerUser: relaxed,
  galleyImportPerUser: relaxed,
};

const pushServiceCa = readFileSync(new URL('../server/fixtures/push-service.crt', import.meta.url));
const push = { agent: new Agent({ ca: pushServiceCa }), retryDelaysMs: [200, 1000] };

await startApp({ build: false, overrides: { altchaMaxNumber: 1000, rateLimits, push } });
