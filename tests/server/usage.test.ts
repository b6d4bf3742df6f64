import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../../src/server/db/schema/identity.ts';
import { createTestApp, register, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putUsage(area: string, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/usage',
    headers: cookie ? { cookie } : {},
    payload: { siteContext: 3, siteArea: area, sessionId: '2026112314300' },
  });
}

async function events(area: string) {
  return t.database.db.select().from(usageEvents).where(eq(usageEvents.siteArea, area));
}

describe('PUT /api/v1/usage and the anonymous analytics cookie', () => {
  it('gives an anonymous visitor a 7-day HttpOnly analytics cookie and records their usage under it', async () => {
    const first = await putUsage('/anon-first');
    expect(first.statusCode).toBe(204);
    const cookie = first.cookies.find((c) => c.name === 'banon');
    expect(cookie).toMatchObject({ maxAge: 604_800, httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = await putUsage('/anon-second', `banon=${cookie!.value}`);
    expect(second.cookies.find((c) => c.name === 'banon')).toBeUndefined();
    const [a] = await events('/anon-first');
    const [b] = await events('/anon-second');
    expect(a).toMatchObject({ userId: 0, anonymousId: cookie!.value });
    expect(b).toMatchObject({ userId: 0, anonymousId: cookie!.value });
  });

  it('replaces a malformed analytics cookie with a new id', async () => {
    const res = await putUsage('/anon-bad', 'banon=not-a-uuid');
    const cookie = res.cookies.find((c) => c.name === 'banon');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect((await events('/anon-bad'))[0]?.anonymousId).toBe(cookie!.value);
  });

  it('sets no analytics cookie for a signed-in user and records the user id', async () => {
    const { cookie, res: registered } = await register(t.app);
    const userId = (registered.json() as { user: { id: number } }).user.id;
    const res = await putUsage('/signed-in', cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'banon')).toBeUndefined();
    expect((await events('/signed-in'))[0]).toMatchObject({ userId, anonymousId: null });
  });

  it('over https the cookie is __Host-banon and Secure', async () => {
    const secure = await createTestApp({ publicUrl: 'https://books.example' });
    try {
      const res = await secure.app.inject({
        method: 'PUT',
        url: '/api/v1/usage',
        payload: { siteContext: 3, siteArea: '/secure', sessionId: '2026112314300' },
      });
      expect(res.cookies.find((c) => c.name === '__Host-banon')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});
