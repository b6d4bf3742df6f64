import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema/identity.ts';
import { sessionUserSchema } from '../../src/shared/contracts/session.ts';
import { createTestApp, expectProblem, form, login, PASSWORD, register, sessionCookie, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sessionCount() {
  return (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
}

describe('GET /api/v1/me/user', () => {
  it('answers 401 problem+json when anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/user' });
    const problem = expectProblem(res, 401);
    expect(problem).toMatchObject({ status: 401, title: 'Unauthorized', errors: [] });
  });

  it('answers the session user of a signed-in user', async () => {
    const { email, cookie } = await register(t.app, { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = sessionUserSchema.parse(res.json());
    expect(body.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', orgID: 0 });
    expect(body.user.id).toBeGreaterThan(0);
    expect(body.userAvatar).toMatchObject({ initials: 'GH', displayName: 'Grace Hopper' });
    expect(body.region.cultureName).toBe('en-GB');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('treats an unknown cookie as anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: 'sid=forged' } });
    expectProblem(res, 401);
  });
});

describe('POST /api/v1/login', () => {
  it('signs in with form-encoded email and pword and sets a safe cookie', async () => {
    const { email } = await register(t.app);
    const res = await login(t.app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'SUCCESS' }]);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.idHash === cookie.value)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user.email).toBe(email);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { email } = await register(t.app);
    const before = await sessionCount();
    const wrong = expectProblem(await login(t.app, email, 'Wrong-123'), 401);
    const unknown = expectProblem(await login(t.app, 'nobody@example.com', PASSWORD), 401);
    expect(wrong.detail).toBe('invalid login, please try again');
    expect(unknown).toEqual(wrong);
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    [{ pword: PASSWORD }, 'email'],
    [{ email: 'a@example.com' }, 'pword'],
    [{ email: '   ', pword: PASSWORD }, 'email'],
    [{ email: 'a@example.com', pword: '' }, 'pword'],
  ])('refuses %j naming the field', async (values, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', ...form(values as Record<string, string>) });
    const problem = expectProblem(res, 400);
    expect(problem.errors.map((e) => e.field)).toContain(field);
  });

  it('rotates the session: the cookie sent at login stops working', async () => {
    const { email, cookie: first } = await register(t.app);
    const res = await login(t.app, email, PASSWORD, { cookie: first });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: first } }), 401);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: second } });
    expect(me.statusCode).toBe(200);
  });
});

describe('POST /api/v1/logout', () => {
  it('deletes the session server side and clears the cookie', async () => {
    const { cookie, email } = await register(t.app);
    const user = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'SUCCESS' }]);
    const cleared = res.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // a copy of the old cookie no longer works
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } }), 401);
  });

  it('answers the same when anonymous', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('cross-site writes carrying the session cookie', () => {
  it('refuses Sec-Fetch-Site: cross-site with 403 and writes nothing', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/preferences/communityApp/showSmallJacket',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      payload: 'true',
    });
    expectProblem(res, 403);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/preferences',
      headers: { cookie },
      payload: [{ type: 'communityApp' }],
    });
    expect(read.json()).toEqual([]);
  });

  it('refuses another Origin, and logout from another origin keeps the session', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expectProblem(res, 403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the own origin and same-origin fetches', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/preferences/communityApp/showSmallJacket',
      headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
      payload: 'true',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('served over https', () => {
  it('names the cookie __Host-sid and marks it Secure', async () => {
    const https = await createTestApp({ publicUrl: 'https://books.example.com' }, t.database);
    try {
      const { email } = await register(t.app);
      const res = await login(https.app, email);
      const cookie = res.cookies.find((c) => c.name === '__Host-sid')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await https.close();
    }
  });
});
