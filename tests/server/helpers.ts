import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig, RateLimits } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createMailer } from '../../src/server/services/mailer.ts';

export const PASSWORD = 'Secret-123';

const generous = { max: 10_000, windowMs: 60_000 };
export const GENEROUS_LIMITS: RateLimits = {
  loginPerIp: generous,
  loginFailuresPerAccountIp: generous,
  registrationPerIp: generous,
  registrationPerAccount: generous,
  forgotPerIp: generous,
  forgotPerAccount: generous,
  communityCodeFailuresPerUser: generous,
  onixImportPerUser: generous,
  galleyImportPerUser: generous,
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** One in-memory PGlite and one app; call once per test file (opening PGlite takes seconds). */
export async function createTestApp(overrides: Partial<AppConfig> = {}, database?: Database): Promise<TestApp> {
  const db = database ?? (await openDatabase({ dataDir: 'memory://' }));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booktrade-test-'));
  const mailer = createMailer({ mailDir: path.join(dataDir, 'mail'), from: 'test@example.com', log: () => {} });
  const app = await buildApp({
    database: db,
    publicUrl: 'http://localhost:3000',
    dataDir,
    mailer,
    altchaHmacKey: 'test-hmac-key',
    altchaMaxNumber: 50,
    rateLimits: GENEROUS_LIMITS,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database: db,
    dataDir,
    async close() {
      await app.close();
      if (!database) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fetches a robot-check challenge and solves it like the browser widget does; returns the base64 payload. */
export async function solveRobotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/registration/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let counter = 0;
export function uniqueEmail(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** The `name=value` pair of the session cookie a response set (for the next request's Cookie header). */
export function sessionCookie(res: LightMyRequestResponse, name = 'sid'): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return `${name}=${cookie.value}`;
}

export function form(values: Record<string, string>) {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export async function register(
  app: FastifyInstance,
  options: { email?: string; password?: string; firstName?: string; lastName?: string; countryCode?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/registration/user',
    payload: {
      user: {
        firstName: options.firstName ?? 'Ada',
        lastName: options.lastName ?? 'Reader',
        email,
        password: options.password ?? PASSWORD,
      },
      recaptchaResponse: await solveRobotCheck(app),
      countryCode: options.countryCode,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { email, cookie: sessionCookie(res), res };
}

export async function login(app: FastifyInstance, email: string, pword = PASSWORD, headers: Record<string, string> = {}) {
  const body = form({ email, pword });
  return app.inject({ method: 'POST', url: '/api/v1/login', ...body, headers: { ...body.headers, ...headers } });
}

/** Mail files written so far (sorted by name, which starts with the time). */
export function mailFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'mail'))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => path.join(dataDir, 'mail', f));
  } catch {
    return [];
  }
}

/** Waits for a mail to `to` (sent after the response) and returns its text, soft line breaks undone. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 5_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const file of mailFiles(dataDir).reverse()) {
      const text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function resetLink(mail: string): string {
  const match = mail.match(/http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export function expectProblem(res: LightMyRequestResponse, status: number) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(`expected problem+json, got ${res.headers['content-type']}`);
  }
  return res.json() as { type: string; title: string; status: number; detail: string; errors: { field: string; message: string }[] };
}
