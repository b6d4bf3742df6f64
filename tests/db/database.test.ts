import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { idempotencyKeys, sessions, users } from '../../src/server/db/schema/identity.ts';
import { createUser } from '../../src/server/services/users.ts';
import { isUniqueViolation } from '../../src/server/services/usersErrors.ts';
import { createTestApp, register, type TestApp } from '../server/helpers.ts';
import { engines, postgresUrl } from './engines.ts';

const newUser = (email: string) => ({ email, firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x' });

it('runs the PostgreSQL variant under CI', () => {
  if (process.env.CI === 'true') expect(postgresUrl()).toBeDefined();
});

describe.each(engines())('database on $name', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
  });
  afterAll(() => dispose?.());

  it('applies the migrations: every table of the schema exists', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as {
      table_name: string;
    }[];
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'sessions',
      'organizations',
      'preferences',
      'password_reset_tokens',
      'idempotency_keys',
      'usage_events',
      'used_challenges',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('keeps one account per email, compared in lower case', async () => {
    await createUser(database.db, newUser('Case.Test@Example.com'));
    let error: unknown;
    try {
      await createUser(database.db, newUser('case.test@example.COM'));
    } catch (err) {
      error = err;
    }
    expect(isUniqueViolation(error)).toBe(true);
    const rows = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'case.test@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('keeps an idempotency key once per user', async () => {
    const row = { userId: 41, key: 'k-1', requestHash: 'h', statusCode: 200, body: { ok: true } };
    await database.db.insert(idempotencyKeys).values(row);
    let error: unknown;
    try {
      await database.db.insert(idempotencyKeys).values({ ...row, requestHash: 'other' });
    } catch (err) {
      error = err;
    }
    expect(isUniqueViolation(error)).toBe(true);
    await database.db.insert(idempotencyKeys).values({ ...row, userId: 42 });
    const stored = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-1'));
    expect(stored.map((r) => r.userId).sort()).toEqual([41, 42]);
    expect(stored.find((r) => r.userId === 41)!.body).toEqual({ ok: true });
  });

  it('leaves nothing behind when a transaction fails', async () => {
    const before = (await database.db.select({ n: count() }).from(users))[0]!.n;
    await expect(
      database.db.transaction(async (tx) => {
        const user = await createUser(tx, newUser('rollback@example.com'));
        await tx.insert(sessions).values({ idHash: 'h-rollback', userId: user.id, expiresAt: new Date(Date.now() + 1000) });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, 'h-rollback'))).toHaveLength(0);
  });

  it('deletes a user’s sessions with the user (cascade)', async () => {
    const user = await createUser(database.db, newUser('cascade@example.com'));
    await database.db.insert(sessions).values({ idHash: 'h-cascade', userId: user.id, expiresAt: new Date(Date.now() + 1000) });
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, 'h-cascade'))).toHaveLength(0);
  });

  describe('the API on this engine', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, database);
    });
    afterAll(() => t?.close());

    it('applies concurrent requests with one Idempotency-Key once', async () => {
      const { cookie } = await register(t.app);
      const key = crypto.randomUUID();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/v1/usage',
            headers: { cookie, 'idempotency-key': key },
            payload: { siteContext: 3, siteArea: `concurrent-${engine.name}`, sessionId: 's' },
          }),
        ),
      );
      const applied = results.filter((r) => r.statusCode === 204 && !r.headers['idempotent-replayed']);
      expect(applied).toHaveLength(1);
      for (const res of results) expect([204, 409]).toContain(res.statusCode);
      const rows = await database.db.execute(sql`select count(*)::int as n from usage_events where site_area = ${`concurrent-${engine.name}`}`);
      const n = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0] as { n: number };
      expect(n.n).toBe(1);
    });

    it('signs up, logs out and logs in', async () => {
      const { email, cookie } = await register(t.app);
      await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, pword: 'Secret-123' }).toString(),
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
