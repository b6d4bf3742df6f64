import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../src/server/db/pgliteThread.ts';

// PGlite in its worker thread, as openDatabase uses it: what drizzle and the services count on.
describe('PGlite on its own thread', () => {
  let client: PgliteThread;

  beforeAll(async () => {
    client = new PgliteThread('memory://');
    await client.ready;
    await client.exec('create table item (id int primary key, name text not null, at timestamptz not null default now())');
  });
  afterAll(() => client.close());

  it('answers rows as objects or arrays, keeping the types asked for as text', async () => {
    await client.query('insert into item (id, name) values ($1, $2)', [1, 'one']);
    const objects = await client.query<{ id: number; name: string }>('select id, name from item where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: 'one' }]);
    const arrays = await client.query<unknown[]>('select id, at from item', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(arrays.rows[0]![0]).toBe(1);
    expect(typeof arrays.rows[0]![1]).toBe('string');
  });

  it("passes PostgreSQL's error code back (a unique violation is 23505)", async () => {
    await expect(client.query('insert into item (id, name) values (1, $1)', ['again'])).rejects.toMatchObject({ code: '23505' });
  });

  it('holds other queries back until a transaction ends, and rolls it back when it throws', async () => {
    let seenDuring: number | undefined;
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values (2, $1)', ['two']);
      // A query from outside, sent now, must not run inside this transaction.
      void client.query<{ n: number }>('select count(*)::int as n from item').then((r) => (seenDuring = r.rows[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seenDuring).toBeUndefined();
      throw new Error('changed my mind');
    });
    await expect(transaction).rejects.toThrow('changed my mind');
    await expect.poll(() => seenDuring).toBe(1);
    const after = await client.query<{ n: number }>('select count(*)::int as n from item');
    expect(after.rows[0]!.n).toBe(1);
  });

  it('runs transactions one after another when they are started together', async () => {
    const order: string[] = [];
    const run = (id: number) =>
      client.transaction(async (tx) => {
        order.push(`begin ${id}`);
        await tx.query('insert into item (id, name) values ($1, $2)', [id, `item ${id}`]);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(`end ${id}`);
      });
    await Promise.all([run(10), run(11), run(12)]);
    expect(order).toEqual(['begin 10', 'end 10', 'begin 11', 'end 11', 'begin 12', 'end 12']);
  });
});

// Statements are prepared once by their text and then run by name (pgliteWorker.mjs).
describe('PGlite on its own thread, statements run again', () => {
  let client: PgliteThread;

  beforeAll(async () => {
    client = new PgliteThread('memory://');
    await client.ready;
    await client.exec('create table note (id int primary key, body text not null)');
  });
  afterAll(() => client.close());

  it('answers each run of the same statement with its own values, past the runs PostgreSQL plans anew', async () => {
    for (let id = 1; id <= 12; id++) await client.query('insert into note (id, body) values ($1, $2)', [id, `note ${id}`]);
    for (let id = 1; id <= 12; id++) {
      const found = await client.query<{ body: string }>('select body from note where id = $1', [id]);
      expect(found.rows).toEqual([{ body: `note ${id}` }]);
    }
  });

  it('keeps its statements across a rolled-back transaction and answers the same after it', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('select body from note where id = $1', [1]);
        await tx.query('insert into note (id, body) values ($1, $2)', [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const found = await client.query<{ body: string }>('select body from note where id = $1', [2]);
    expect(found.rows).toEqual([{ body: 'note 2' }]);
  });

  it('answers the new rows of a statement whose table changed since it was prepared', async () => {
    const before = await client.query<{ id: number }>('select * from note where id = $1', [3]);
    expect(before.rows).toEqual([{ id: 3, body: 'note 3' }]);
    await client.exec("alter table note add column tag text not null default 'plain'");
    const after = await client.query('select * from note where id = $1', [3]);
    expect(after.rows).toEqual([{ id: 3, body: 'note 3', tag: 'plain' }]);
  });

  it('commits nothing for a transaction that sent no statement, and everything for one that did', async () => {
    await client.transaction(async () => {});
    await client.transaction(async (tx) => {
      await tx.query('update note set body = $1 where id = $2', ['changed', 4]);
    });
    const found = await client.query<{ body: string }>('select body from note where id = $1', [4]);
    expect(found.rows).toEqual([{ body: 'changed' }]);
  });

  it('fails a transaction whose COMMIT fails, and runs the one waiting behind it', async () => {
    await client.exec('create table pass (id int, constraint one_pass unique (id) deferrable initially deferred)');
    const failing = client.transaction(async (tx) => {
      await tx.query('insert into pass values (1)');
      await tx.query('insert into pass values (1)'); // checked at COMMIT
    });
    const next = client.transaction(async (tx) => {
      await tx.query('insert into pass values (2)');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    await next;
    const rows = await client.query<{ id: number }>('select id from pass order by id');
    expect(rows.rows).toEqual([{ id: 2 }]);
  });
});
