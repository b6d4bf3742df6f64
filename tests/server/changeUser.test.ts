import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../../src/server/db/schema/identity.ts';
import { createTestApp, expectProblem, register, type TestApp } from './helpers.ts';

let t: TestApp;
let a: { cookie: string; id: number };
let b: { cookie: string; id: number };

async function signedIn() {
  const { cookie } = await register(t.app);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } });
  return { cookie, id: (me.json() as { user: { id: number } }).user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await signedIn();
  b = await signedIn();
});
afterAll(() => t.close());

const URL = '/api/v1/me/preferences/communityApp/conversationsToShow';

function putPreference(value: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { 'content-type': 'text/plain', 'idempotency-key': crypto.randomUUID(), ...headers },
    payload: value,
  });
}

async function preference(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/preferences?format=object',
    headers: { cookie },
    payload: [{ type: 'communityApp' }],
  });
  return (res.json() as { communityApp?: { conversationsToShow?: string } }).communityApp?.conversationsToShow;
}

async function usageCount(area: string) {
  return (await t.database.db.select({ n: count() }).from(usageEvents).where(eq(usageEvents.siteArea, area)))[0]!.n;
}

describe('X-Change-User: a queued change is applied only as the user who made it', () => {
  it('applies a change recorded for the signed-in user', async () => {
    const res = await putPreference('11', { cookie: a.cookie, 'x-change-user': String(a.id) });
    expect(res.statusCode).toBe(200);
    expect(await preference(a.cookie)).toBe('11');
  });

  it("refuses A's change in B's session with 409 problem+json and applies nothing", async () => {
    await putPreference('5', { cookie: b.cookie });
    const res = await putPreference('12', { cookie: b.cookie, 'x-change-user': String(a.id) });
    const problem = expectProblem(res, 409);
    expect(problem.errors[0]!.field).toBe('X-Change-User');
    expect(res.headers['x-change-refused']).toBe('other-user');
    expect(await preference(b.cookie)).toBe('5');
    expect(await preference(a.cookie)).toBe('11');
  });

  it('answers 401 when nobody is signed in, even on a route open to anonymous writes', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'idempotency-key': crypto.randomUUID(), 'x-change-user': String(a.id) },
      payload: { siteContext: 3, siteArea: 'bound-anonymous', sessionId: '202601011230' },
    });
    expectProblem(res, 401);
    expect(await usageCount('bound-anonymous')).toBe(0);
  });

  it('refuses a malformed user id with 400 naming the header', async () => {
    const res = await putPreference('13', { cookie: a.cookie, 'x-change-user': 'someone' });
    expect(expectProblem(res, 400).errors[0]!.field).toBe('X-Change-User');
    expect(await preference(a.cookie)).toBe('11');
  });

  it('a refused replay stores no key: the same change is applied once its user is signed in', async () => {
    const key = crypto.randomUUID();
    const headers = { 'idempotency-key': key, 'x-change-user': String(a.id) };
    expectProblem(await putPreference('14', { ...headers, cookie: b.cookie }), 409);
    const res = await putPreference('14', { ...headers, cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await preference(a.cookie)).toBe('14');
  });
});
