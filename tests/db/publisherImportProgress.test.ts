import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { publishers } from '../../src/server/db/schema/catalog.ts';
import { organizations, users } from '../../src/server/db/schema/identity.ts';
import { isbn, onixMessage, onixProduct } from '../fixtures/onix.ts';
import { createTestApp, expectProblem, register, type TestApp } from '../server/helpers.ts';
import { engines } from './engines.ts';

// The server's progress with an ONIX import (issue 21 §3) on each engine: readable by the importer only, while it writes.
describe.each(engines())('publisher import progress on $name', (engine) => {
  let test: TestApp;
  let database: Database;
  let dispose: () => Promise<void>;
  let publisherCookie: string;
  let otherCookie: string;
  const base = (process.pid % 1000) * 10_000 + 5_000;

  async function publisherUser(name: string) {
    const [org] = await database.db
      .insert(organizations)
      .values({ name: `${name} Org` })
      .returning();
    await database.db.insert(publishers).values({ name, orgId: org!.id });
    const { cookie, email } = await register(test.app);
    await database.db.update(users).set({ orgId: org!.id }).where(eq(users.email, email));
    return cookie;
  }

  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    test = await createTestApp({}, database);
    publisherCookie = await publisherUser('Progress Press');
    otherCookie = await publisherUser('Peeking House');
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await dispose?.();
  });

  const postOnix = (cookie: string, body: string, importId?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/publisher/import/onix${importId === undefined ? '' : `?importId=${encodeURIComponent(importId)}`}`,
      payload: body,
      headers: { 'content-type': 'application/xml', cookie },
    });
  const progressOf = (cookie: string | null, importId: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/publisher/import/onix/${encodeURIComponent(importId)}/progress`,
      headers: cookie ? { cookie } : {},
    });

  it('answers records written of all while the batches are written, rising to the total, to the importer only', async () => {
    const importId = crypto.randomUUID();
    const count = 450;
    const file = onixMessage([
      ...Array.from({ length: count - 2 }, (_, i) => onixProduct({ isbn: isbn(i, base), title: `Counted ${i}`, publisher: 'Progress Press' })),
      onixProduct({ reference: 'bad-date', isbn: isbn(900, base), publisher: 'Progress Press', date: '20261345' }),
      onixProduct({ reference: 'no-isbn', noIsbn: true }),
    ]);
    expectProblem(await progressOf(publisherCookie, importId), 404);

    const posted = postOnix(publisherCookie, file, importId);
    let answered = false;
    void posted.then(() => (answered = true));
    const seen: Array<{ phase: string; done: number; total: number }> = [];
    const peeks: number[] = [];
    while (!answered) {
      const res = await progressOf(publisherCookie, importId);
      if (res.statusCode === 200) seen.push(res.json());
      else expect(res.statusCode).toBe(404); // before the body is in
      peeks.push((await progressOf(otherCookie, importId)).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const reply = await posted;
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ imported: count - 2, failedCount: 2 });

    // Another user never sees it: the same 404 as an unknown id.
    expect(new Set(peeks)).toEqual(new Set([404]));
    const writing = seen.filter((p) => p.phase === 'writing');
    expect(writing.length).toBeGreaterThan(0);
    expect(writing.every((p) => p.total === count)).toBe(true);
    // Some answer in the middle of the writing, and the numbers never go back.
    expect(writing.some((p) => p.done > 0 && p.done < count)).toBe(true);
    const dones = seen.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    // After the answer: done, all of them.
    const after = await progressOf(publisherCookie, importId);
    expect(after.json()).toEqual({ phase: 'done', done: count, total: count });
    expectProblem(await progressOf(otherCookie, importId), 404);
    expect((await progressOf(null, importId)).statusCode).toBe(401);
  }, 120_000);

  it('refuses ids out of bounds with a 400 naming the field, and keeps no progress of a refused file', async () => {
    const tooLong = 'a'.repeat(65);
    const field = (res: Awaited<ReturnType<typeof postOnix>>) => expectProblem(res, 400).errors[0]!.field;
    expect(field(await progressOf(publisherCookie, tooLong))).toBe('importId');
    expect(field(await progressOf(publisherCookie, 'short'))).toBe('importId');
    expect(field(await progressOf(publisherCookie, 'not/valid..id'))).toBe('importId');
    const one = onixMessage([onixProduct({ isbn: isbn(950, base), publisher: 'Progress Press' })]);
    expect(field(await postOnix(publisherCookie, one, tooLong))).toBe('importId');
    expect(field(await postOnix(publisherCookie, one, 'bad id!'))).toBe('importId');

    // A file that is not ONIX answers the same 4xx as without an id; its progress is gone.
    const importId = crypto.randomUUID();
    const refused = expectProblem(await postOnix(publisherCookie, '<html><body>hi</body></html>', importId), 422);
    expect(refused.errors[0]!.field).toBe('onix');
    expectProblem(await progressOf(publisherCookie, importId), 404);
    // Without an id the import answers as before.
    expect((await postOnix(publisherCookie, one)).json()).toMatchObject({ imported: 1, failedCount: 0 });
  });
});
