import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/identity.ts';
import { altchaChallengeSchema, countriesSchema } from '../../src/shared/contracts/session.ts';
import { createTestApp, expectProblem, PASSWORD, register, solveRobotCheck, uniqueEmail, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userCount() {
  return (await t.database.db.select({ n: count() }).from(users))[0]!.n;
}

function body(overrides: { user?: Record<string, unknown>; [key: string]: unknown } = {}, robot = 'x') {
  const { user, ...rest } = overrides;
  return {
    user: { firstName: 'Ada', lastName: 'Reader', email: uniqueEmail(), password: PASSWORD, ...user },
    recaptchaResponse: robot,
    doSendEmail: false,
    countryCode: 'US',
    doKeepMeUpdated: false,
    ...rest,
  };
}

describe('GET /api/v1/registration/countries', () => {
  it('lists countries with codes and English names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/registration/countries' });
    expect(res.statusCode).toBe(200);
    const list = countriesSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(list).toContainEqual({ code: 'US', name: 'United States' });
    expect(list.some((c) => c.code === 'UK' || c.code === 'EU')).toBe(false);
  });
});

describe('GET /api/v1/registration/challenge', () => {
  it('answers a signed ALTCHA challenge that is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/registration/challenge' });
    expect(res.statusCode).toBe(200);
    const challenge = altchaChallengeSchema.parse(res.json());
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/v1/registration/user', () => {
  it('creates the user, signs them in and answers the session user', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/user',
      payload: body({ user: { email, firstName: '  Ada ' } }, await solveRobotCheck(t.app)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, firstName: 'Ada' });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: `sid=${cookie.value}` } });
    expect(me.json().user.email).toBe(email);
    const stored = await t.database.db.select().from(users);
    const row = stored.find((u) => u.email === email)!;
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    // A new user gets a generated avatar with their initials.
    const avatar = me.json().userAvatar as { uri: string; initials: string };
    expect(avatar.initials).toBe('AR');
    const image = await t.app.inject({ method: 'GET', url: avatar.uri });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('AR');
  });

  it('answers 409 when the email is registered, whatever its case, and adds nobody', async () => {
    const { email } = await register(t.app);
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/user',
      payload: body({ user: { email: email.toUpperCase() } }, await solveRobotCheck(t.app)),
    });
    const problem = expectProblem(res, 409);
    expect(problem.detail).toBe('the email address you have provided is already registered');
    expect(problem.errors).toEqual([{ field: 'user.email', message: problem.detail }]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a missing first name', { user: { firstName: undefined } }, 'user.firstName', 'Invalid input: expected string, received undefined'],
    ['a whitespace-only first name', { user: { firstName: '   ' } }, 'user.firstName', 'please enter your first name'],
    ['a whitespace-only last name', { user: { lastName: ' ' } }, 'user.lastName', 'please enter your last name'],
    ['an invalid email', { user: { email: 'not-an-email' } }, 'user.email', 'please provide a valid email address'],
    ['an empty password', { user: { password: '' } }, 'user.password', 'please provide a password'],
    ['a password over 128 characters', { user: { password: 'Aa1!' + 'x'.repeat(125) } }, 'user.password', undefined],
    ['a missing robot check', { recaptchaResponse: '' }, 'recaptchaResponse', 'please verify that you are not a robot'],
    ['a boolean country', { countryCode: true }, 'countryCode', undefined],
  ])('refuses %s with 400 naming the field', async (_, overrides, field, message) => {
    const before = await userCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload: body(overrides as never) });
    const problem = expectProblem(res, 400);
    const error = problem.errors.find((e) => e.field === field);
    expect(error).toBeDefined();
    if (message) expect(error!.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a weak password', { user: { password: 'password' } }, 'user.password', /^password must be at least 8 characters/],
    ['an unknown country', { countryCode: 'XX' }, 'countryCode', /^please choose a country/],
    [
      'a forged robot check',
      { recaptchaResponse: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
      'recaptchaResponse',
      /^please verify that you are not a robot$/,
    ],
    ['a robot check that is not base64 JSON', { recaptchaResponse: '%%%' }, 'recaptchaResponse', /robot/],
  ])('refuses %s with 400 naming the field', async (_, overrides, field, message) => {
    const before = await userCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload: body(overrides as never) });
    const problem = expectProblem(res, 400);
    expect(problem.errors[0]!.field).toBe(field);
    expect(problem.detail).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('accepts a solved challenge once only', async () => {
    const payload = await solveRobotCheck(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload: body({}, payload) });
    expect(first.statusCode).toBe(200);
    const before = await userCount();
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload: body({}, payload) });
    expect(expectProblem(again, 400).errors[0]!.field).toBe('recaptchaResponse');
    expect(await userCount()).toBe(before);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await createTestApp({ altchaHmacKey: 'another-key' }, t.database);
    try {
      const payload = await solveRobotCheck(other.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration/user', payload: body({}, payload) });
      expectProblem(res, 400);
    } finally {
      await other.close();
    }
  });

  it('mails a welcome when doSendEmail is true', async () => {
    const email = uniqueEmail('welcome');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/user',
      payload: body({ user: { email }, doSendEmail: true }, await solveRobotCheck(t.app)),
    });
    expect(res.statusCode).toBe(200);
    const { waitForMail } = await import('./helpers.ts');
    expect(await waitForMail(t.dataDir, email)).toContain('Subject: Welcome');
  });
});
