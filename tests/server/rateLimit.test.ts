import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectProblem,
  form,
  GENEROUS_LIMITS,
  login,
  PASSWORD,
  register,
  solveRobotCheck,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...GENEROUS_LIMITS,
      loginFailuresPerAccountIp: { max: 3, windowMs: 60_000 },
      loginPerIp: { max: 8, windowMs: 60_000 },
      forgotPerAccount: { max: 2, windowMs: 60_000 },
      registrationPerIp: { max: 3, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('slows wrong passwords per account and address with 429 and Retry-After, not the owner elsewhere', async () => {
    const { email } = await register(t.app);
    for (let i = 0; i < 3; i++) expectProblem(await login(t.app, email, 'Wrong-000', { 'x-test': String(i) }), 401);
    const limited = await login(t.app, email);
    const problem = expectProblem(limited, 429);
    expect(problem.detail).toBe('too many attempts, please try again later');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the owner, from another address, signs in
    const owner = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: '10.4.4.4', ...form({ email, pword: PASSWORD }) });
    expect(owner.statusCode).toBe(200);
    // another account from the same address still gets through
    const other = await register(t.app);
    expect((await login(t.app, other.email)).statusCode).toBe(200);
  });

  it('limits login attempts per IP across accounts', async () => {
    let limited = false;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await login(t.app, uniqueEmail('spray'), 'Wrong-000');
      limited = res.statusCode === 429;
    }
    expect(limited).toBe(true);
    // a different client address is not limited
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: '10.1.2.3',
      ...form({ email: uniqueEmail(), pword: 'x' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits forgot-password per account', async () => {
    const { email } = await register(t.app, { email: uniqueEmail('forgot') });
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/password/forgot', remoteAddress: '10.9.9.9', ...form({ email }) });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expectProblem(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits registrations per IP', async () => {
    const attempt = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/registration/user',
        remoteAddress: '10.7.7.7',
        payload: {
          user: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Secret-123' },
          recaptchaResponse: await solveRobotCheck(t.app),
        },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expectProblem(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
