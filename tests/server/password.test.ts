import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../src/server/db/schema/identity.ts';
import { createTestApp, expectProblem, form, login, mailFiles, PASSWORD, register, resetLink, waitForMail, type TestApp } from './helpers.ts';

const NEW_PASSWORD = 'Fresh-456';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function forgot(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/password/forgot',
    ...form({ email, applicationIdentifier: 'communityApp' }),
  });
}

function change(values: Record<string, string>, cookie?: string) {
  const request = form(values);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/password/change',
    payload: request.payload,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
}

async function mailedToken(email: string) {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  return resetLink(await waitForMail(t.dataDir, email));
}

describe('POST /api/v1/password/forgot', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const { email } = await register(t.app);
    const mailsBefore = mailFiles(t.dataDir).length;
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual([{ code: 'SUCCESS' }]);
    const mail = await waitForMail(t.dataDir, email);
    expect(mail).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailFiles(t.dataDir).length).toBe(mailsBefore + 1);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const { email } = await register(t.app);
    const token = await mailedToken(email);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const newest = rows.sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0]!;
    const minutes = (newest.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses a missing email with 400 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/password/forgot', ...form({ applicationIdentifier: 'x' }) });
    expect(expectProblem(res, 400).errors[0]!.field).toBe('email');
  });
});

describe('POST /api/v1/password/change with a reset token', () => {
  it('resets through the mailed link, ends the other sessions, and the token works once', async () => {
    const { email, cookie } = await register(t.app);
    const token = await mailedToken(email);
    const res = await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'SUCCESS' }]);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } }), 401);
    expectProblem(await login(t.app, email, PASSWORD), 401);
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await change({ password: 'Other-789', verifyPassword: 'Other-789', token });
    const problem = expectProblem(again, 400);
    expect(problem.detail).toBe('this password reset link is invalid or has expired');
    expect(problem.errors[0]!.field).toBe('token');
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const { email } = await register(t.app);
    const token = await mailedToken(email);
    const user = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expectProblem(await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, token }), 400);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, token: 'made-up' });
    expect(expectProblem(res, 400).errors[0]!.field).toBe('token');
  });

  it.each([
    [{ password: 'weak', verifyPassword: 'weak' }, 'password', /^password must be at least 8/],
    [{ password: NEW_PASSWORD, verifyPassword: 'Fresh-457' }, 'verifyPassword', /^passwords do not match$/],
    [{ password: NEW_PASSWORD, verifyPassword: '' }, 'verifyPassword', /^passwords do not match$/],
    [{ password: '', verifyPassword: '' }, 'password', /^please provide a password$/],
  ])('refuses %j and keeps the token usable', async (values, field, detail) => {
    const { email } = await register(t.app);
    const token = await mailedToken(email);
    const problem = expectProblem(await change({ ...values, token }), 400);
    expect(problem.errors[0]!.field).toBe(field);
    expect(problem.detail).toMatch(detail);
    expect((await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, token })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/password/change when signed in', () => {
  it('changes the password with the current one and keeps this session only', async () => {
    const { email, cookie } = await register(t.app);
    const other = await login(t.app, email);
    const otherCookie = `sid=${other.cookies.find((c) => c.name === 'sid')!.value}`;
    const res = await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, currentPassword: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } })).statusCode).toBe(200);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: otherCookie } }), 401);
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the current password, refuses a wrong one, and needs a session', async () => {
    const { email, cookie } = await register(t.app);
    const missing = expectProblem(await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD }, cookie), 400);
    expect(missing).toMatchObject({ detail: 'please input your current password', errors: [{ field: 'currentPassword' }] });
    const wrong = expectProblem(await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, currentPassword: 'Wrong-000' }, cookie), 400);
    expect(wrong.detail).toBe('your current password is incorrect');
    expectProblem(await change({ password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD, currentPassword: PASSWORD }), 401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
    const user = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(2);
  });
});
