import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/identity.ts';
import {
  createTestApp,
  expectProblem,
  form,
  GENEROUS_LIMITS,
  mailFiles,
  PASSWORD,
  register,
  solveRobotCheck,
  uniqueEmail,
  waitForMail,
  type TestApp,
} from '../server/helpers.ts';
import { engines } from './engines.ts';

const TOO_MANY = 'too many attempts, please try again later';
const NEW_PASSWORD = 'Fresh-456';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

// Issue 15, item 3: password guessing, login CSRF, the lockout, sign-up idempotency and private answers' caching.
describe.each(engines())('account security on $name', (engine) => {
  let dispose: () => Promise<void>;
  let t: TestApp;
  beforeAll(async () => {
    const opened = await engine.open();
    dispose = opened.dispose;
    t = await createTestApp({ rateLimits: { ...GENEROUS_LIMITS, loginFailuresPerAccountIp: { max: 3, windowMs: 60_000 } } }, opened.database);
  });
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  const login = (email: string, pword: string, remoteAddress: string, headers: Record<string, string> = {}) => {
    const body = form({ email, pword });
    return t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, ...body, headers: { ...body.headers, ...headers } });
  };
  const change = (cookie: string, currentPassword: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/password/change',
      remoteAddress,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, currentPassword }).toString(),
    });
  const signUp = async (email: string, headers: Record<string, string> = {}, doSendEmail = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/user',
      headers,
      payload: {
        user: { firstName: 'Ada', lastName: 'Reader', email, password: PASSWORD },
        recaptchaResponse: await solveRobotCheck(t.app),
        doSendEmail,
      },
    });
  const usersWithEmail = async (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  describe('login guessing: the guesser waits, the owner does not', () => {
    it('keeps the seed message for wrong passwords, then answers the guessing address 429 with a growing Retry-After', async () => {
      const { email } = await register(t.app);
      for (let i = 0; i < 3; i++) {
        const wrong = expectProblem(await login(email, `Wrong-${i}00`, ATTACKER), 401);
        expect(wrong).toMatchObject({
          detail: 'invalid login, please try again',
          errors: [{ field: 'pword', message: 'invalid login, please try again' }],
        });
      }
      const first = await login(email, 'Wrong-999', ATTACKER);
      expect(expectProblem(first, 429)).toMatchObject({ status: 429, detail: TOO_MANY });
      expect(first.headers['retry-after']).toBe('1');
      // Even the right password waits at the guessing address.
      expectProblem(await login(email, PASSWORD, ATTACKER), 429);
      await new Promise((r) => setTimeout(r, 1_100));
      expectProblem(await login(email, 'Wrong-998', ATTACKER), 401);
      const second = await login(email, 'Wrong-997', ATTACKER);
      expectProblem(second, 429);
      expect(second.headers['retry-after']).toBe('2');
    });

    it('signs the owner in from another address while an attacker hammers the account', async () => {
      const { email } = await register(t.app);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) await login(email, `Wrong-${round}${i}0`, ATTACKER);
        expectProblem(await login(email, 'Wrong-000', ATTACKER), 429);
        const owner = await login(email, PASSWORD, OWNER);
        expect(owner.statusCode).toBe(200);
        expect(owner.json()).toEqual([{ code: 'SUCCESS' }]);
        expect(owner.cookies.some((c) => c.name === 'sid')).toBe(true);
      }
    });

    it('counts only failures: the owner signing in again and again is never slowed', async () => {
      const { email } = await register(t.app);
      for (let i = 0; i < 6; i++) expect((await login(email, PASSWORD, OWNER)).statusCode).toBe(200);
    });

    it('keeps the per-IP limit across accounts', async () => {
      const limited = await createTestApp({ rateLimits: { ...GENEROUS_LIMITS, loginPerIp: { max: 2, windowMs: 60_000 } } }, t.database);
      try {
        const attempt = () =>
          limited.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ATTACKER, ...form({ email: uniqueEmail(), pword: 'x' }) });
        expectProblem(await attempt(), 401);
        expectProblem(await attempt(), 401);
        const res = await attempt();
        expect(expectProblem(res, 429).detail).toBe(TOO_MANY);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('password change: wrong current passwords are limited like login', () => {
    it('answers 429 with Retry-After after repeated wrong current passwords, and keeps the password', async () => {
      const { email, cookie } = await register(t.app);
      for (let i = 0; i < 3; i++) {
        const wrong = expectProblem(await change(cookie, 'Wrong-000', ATTACKER), 400);
        expect(wrong).toMatchObject({ detail: 'your current password is incorrect', errors: [{ field: 'currentPassword' }] });
      }
      const limited = await change(cookie, PASSWORD, ATTACKER);
      expect(expectProblem(limited, 429)).toMatchObject({ detail: TOO_MANY });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(email, PASSWORD, OWNER)).statusCode).toBe(200);
      // The owner's own device, at another address, changes it.
      expect((await change(cookie, PASSWORD, OWNER)).statusCode).toBe(200);
      expect((await login(email, NEW_PASSWORD, OWNER)).statusCode).toBe(200);
    });
  });

  describe('writes from another site are refused, signed in or not (login CSRF)', () => {
    it('refuses a login from a foreign Origin with 403 and sets no cookie', async () => {
      const { email } = await register(t.app);
      const res = await login(email, PASSWORD, OWNER, { origin: 'https://evil.example' });
      expect(expectProblem(res, 403)).toMatchObject({ detail: 'requests from another origin are not allowed', errors: [{ field: 'Origin' }] });
      expect(res.cookies).toEqual([]);
    });

    it('refuses a cross-site sign-up with 403 and creates nobody', async () => {
      const email = uniqueEmail('csrf');
      const res = await signUp(email, { 'sec-fetch-site': 'cross-site' });
      expect(expectProblem(res, 403)).toMatchObject({ detail: 'cross-site requests are not allowed', errors: [{ field: 'Sec-Fetch-Site' }] });
      expect(res.cookies).toEqual([]);
      expect(await usersWithEmail(email)).toHaveLength(0);
    });

    it('accepts the own origin, and requests without browser headers (scripts)', async () => {
      const { email } = await register(t.app);
      const own = await login(email, PASSWORD, OWNER, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
      expect(own.statusCode).toBe(200);
      expect((await login(email, PASSWORD, OWNER)).statusCode).toBe(200);
    });
  });

  describe('sign-up honours Idempotency-Key', () => {
    it('answers a repeat with the first answer, creating one user, signing in and mailing once', async () => {
      const email = uniqueEmail('replay');
      const key = randomUUID();
      const robot = await solveRobotCheck(t.app);
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/registration/user',
          headers: { 'idempotency-key': key },
          payload: { user: { firstName: 'Ada', lastName: 'Reader', email, password: PASSWORD }, recaptchaResponse: robot, doSendEmail: true },
        });
      const first = await send();
      expect(first.statusCode).toBe(200);
      expect(first.cookies.some((c) => c.name === 'sid')).toBe(true);
      await waitForMail(t.dataDir, email);
      const again = await send();
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      // The session token is not stored with the key: only the first answer signs in.
      expect(again.cookies).toEqual([]);
      expect(await usersWithEmail(email)).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 200));
      const welcomes = mailFiles(t.dataDir).filter((file) => readFileSync(file, 'utf8').includes(`To: ${email}`));
      expect(welcomes).toHaveLength(1);
    });

    it('applies two simultaneous sends with one key once: one signs in, the other replays it', async () => {
      const email = uniqueEmail('twice');
      const headers = { 'idempotency-key': randomUUID() };
      const payload = { user: { firstName: 'Ada', lastName: 'Reader', email, password: PASSWORD }, recaptchaResponse: await solveRobotCheck(t.app) };
      const send = () => t.app.inject({ method: 'POST', url: '/api/v1/registration/user', headers, payload });
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.headers['idempotent-replayed'] ?? 'applied').sort()).toEqual(['applied', 'true']);
      expect(answers.filter((a) => a.cookies.some((c) => c.name === 'sid'))).toHaveLength(1);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(await usersWithEmail(email)).toHaveLength(1);
    });

    it('answers 422 for the key reused with another sign-up, and 400 for a spent challenge without a key', async () => {
      const key = randomUUID();
      expect((await signUp(uniqueEmail(), { 'idempotency-key': key })).statusCode).toBe(200);
      const other = uniqueEmail();
      const reused = await signUp(other, { 'idempotency-key': key });
      expect(expectProblem(reused, 422).errors).toEqual([{ field: 'Idempotency-Key', message: 'key reused with a different request' }]);
      expect(await usersWithEmail(other)).toHaveLength(0);

      const robot = await solveRobotCheck(t.app);
      const payload = { user: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: PASSWORD }, recaptchaResponse: robot };
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload })).statusCode).toBe(200);
      const spent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/registration/user',
        payload: { ...payload, user: { ...payload.user, email: uniqueEmail() } },
      });
      expect(expectProblem(spent, 400).errors).toEqual([{ field: 'recaptchaResponse', message: 'please verify that you are not a robot' }]);
    });
  });

  describe('caching of answers', () => {
    it('marks session-bound reads private, no-cache with Vary: Cookie; the session user and writes no-store', async () => {
      const { cookie } = await register(t.app);
      const shelves = await t.app.inject({ method: 'GET', url: '/api/v1/me/shelves', headers: { cookie } });
      expect(shelves.statusCode).toBe(200);
      expect(shelves.headers['cache-control']).toBe('private, no-cache');
      expect(shelves.headers.vary).toMatch(/\bCookie\b/);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } });
      expect(me.headers['cache-control']).toBe('no-store');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/me/shelves' });
      expectProblem(anonymous, 401);
      expect(anonymous.headers['cache-control']).toBe('private, no-cache');
      const write = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie } });
      expect(write.headers['cache-control']).toBe('no-store');
    });

    it('leaves public answers their caching', async () => {
      const { cookie } = await register(t.app);
      for (const headers of [{}, { cookie }]) {
        const countries = await t.app.inject({ method: 'GET', url: '/api/v1/registration/countries', headers });
        expect(countries.headers['cache-control']).toBe('public, max-age=86400');
      }
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/galleys/available/webreader/skus' });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBeUndefined();
      expect(anonymous.headers.vary).toMatch(/\bCookie\b/);
      const signedIn = await t.app.inject({ method: 'GET', url: '/api/galleys/available/webreader/skus', headers: { cookie } });
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    });
  });
});
