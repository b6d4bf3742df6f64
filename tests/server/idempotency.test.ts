import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, usageEvents } from '../../src/server/db/schema/identity.ts';
import { idempotent } from '../../src/server/plugins/idempotency.ts';
import { createTestApp, expectProblem, register, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await register(t.app));
});
afterAll(() => t.close());

async function usageCount(area: string) {
  return (await t.database.db.select({ n: count() }).from(usageEvents).where(eq(usageEvents.siteArea, area)))[0]!.n;
}

function putUsage(key: string, area: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/usage',
    headers: { 'idempotency-key': key, ...headers },
    payload: { siteContext: 3, siteArea: area, sessionId: '202601011230' },
  });
}

describe('Idempotency-Key', () => {
  it('answers a repeated request from the stored result without applying it again', async () => {
    const key = crypto.randomUUID();
    const first = await putUsage(key, 'repeat');
    expect(first.statusCode).toBe(204);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await putUsage(key, 'repeat');
    expect(second.statusCode).toBe(204);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await usageCount('repeat')).toBe(1);
  });

  it('replays a stored JSON body', async () => {
    const key = crypto.randomUUID();
    const url = '/api/v1/me/preferences/communityApp/conversationsToShow';
    const headers = { cookie, 'idempotency-key': key, 'content-type': 'text/plain' };
    const first = await t.app.inject({ method: 'PUT', url, headers, payload: '7' });
    // someone else changes the value in between; the replay must not re-apply '7'
    await t.app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': 'text/plain' }, payload: '9' });
    const replay = await t.app.inject({ method: 'PUT', url, headers, payload: '7' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const now = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/preferences?format=object',
      headers: { cookie },
      payload: [{ type: 'communityApp' }],
    });
    expect(now.json().communityApp.conversationsToShow).toBe('9');
  });

  it('answers 422 for the same key with a different request, applying nothing', async () => {
    const key = crypto.randomUUID();
    await putUsage(key, 'first-body');
    const other = await putUsage(key, 'other-body');
    const problem = expectProblem(other, 422);
    expect(problem.errors[0]!.field).toBe('Idempotency-Key');
    expect(await usageCount('other-body')).toBe(0);
  });

  it('keeps keys per user: the same key from another user is a new request', async () => {
    const key = crypto.randomUUID();
    const anonymous = await putUsage(key, 'per-user');
    const signedIn = await putUsage(key, 'per-user', { cookie });
    expect(anonymous.headers['idempotent-replayed']).toBeUndefined();
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
    expect(await usageCount('per-user')).toBe(2);
  });

  it('applies concurrent requests with one key once', async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => putUsage(key, 'concurrent')));
    expect(await usageCount('concurrent')).toBe(1);
    for (const res of results) expect([204, 409]).toContain(res.statusCode);
    expect(results.filter((r) => r.statusCode === 204 && !r.headers['idempotent-replayed'])).toHaveLength(1);
    // A request that met the key still in progress is told to come back (an outbox retries it, never drops it).
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.headers['retry-after']).toBe('1');
    const again = await putUsage(key, 'concurrent');
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await usageCount('concurrent')).toBe(1);
  });

  it('stores nothing when the change fails, so a corrected retry is not blocked by the key', async () => {
    const key = crypto.randomUUID();
    const url = '/api/me/preferences/social/noUpdates';
    const headers = { cookie, 'idempotency-key': key };
    const bad = await t.app.inject({ method: 'POST', url, headers, payload: { noUpdates: 'no' } });
    expectProblem(bad, 400);
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
  });

  it('applies a change and stores its answer together: an answer that cannot be stored undoes the change', async () => {
    // The answer is stored without waiting before the COMMIT (plugins/idempotency.ts); here it cannot be stored
    // (PostgreSQL refuses \u0000 in jsonb), so the change it answers must not stay either.
    const app = Fastify();
    app.decorate('config', { database: t.database } as never);
    app.post('/change', (request, reply) =>
      idempotent(request, reply, async (tx) => {
        await tx.insert(usageEvents).values({ userId: 0, siteContext: 3, siteArea: 'unstorable', sessionId: 's' });
        return { status: 200, body: { text: 'a\u0000b' } };
      }),
    );
    const key = crypto.randomUUID();
    const res = await app.inject({ method: 'POST', url: '/change', headers: { 'idempotency-key': key } });
    expect(res.statusCode).toBe(500);
    expect(await usageCount('unstorable')).toBe(0);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    // The database goes on as before: the next change commits.
    expect((await putUsage(crypto.randomUUID(), 'after-unstorable')).statusCode).toBe(204);
    expect(await usageCount('after-unstorable')).toBe(1);
    await app.close();
  });

  it('refuses a malformed key with 400', async () => {
    const res = await putUsage('x'.repeat(201), 'bad-key');
    expect(expectProblem(res, 400).errors[0]!.field).toBe('Idempotency-Key');
    expect(await usageCount('bad-key')).toBe(0);
  });
});

describe('stored request hashes', () => {
  it('leave passwords out, so a stored hash is not an unsalted password hash', async () => {
    const key = crypto.randomUUID();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/change',
      headers: { cookie, 'idempotency-key': key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ currentPassword: 'Secret-123', password: 'Other-456x', verifyPassword: 'Other-456x' }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    // The hash of the request with its three password fields left out.
    expect(row?.requestHash).toBe(createHash('sha256').update('POST /api/v1/password/change\n{}').digest('hex'));
  });
});
