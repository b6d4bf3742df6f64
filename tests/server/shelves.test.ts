import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { shelfEntries } from '../../src/server/db/schema/shelves.ts';
import { expectProblem, register } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
let skus: string[] = [];
/** A fresh user's session: starts with no shelves (the demo account has seeded ones). */
let me = '';
beforeAll(async () => {
  w = await createTitlesWorld();
  me = (await register(w.app)).cookie;
  skus = (await w.test.database.db.select({ sku: products.sku }).from(products).orderBy(asc(products.sku)).limit(6)).map((r) => r.sku);
});
afterAll(() => w?.test.close());

type Item = {
  sku: string;
  shelf: string;
  product: { sku: string; name: string };
  isRequestable: boolean;
  isDownloadable: boolean;
  coverImageUri: string;
};

const shelve = (cookie: string, shelf: string, list: string[], key?: string) =>
  call(w.app, cookie, {
    method: 'POST',
    url: `/api/v1/me/shelves/${shelf}`,
    payload: list.map((sku) => ({ sku })),
    headers: key ? { 'idempotency-key': key } : {},
  });
const shelves = async (cookie: string) => (await call(w.app, cookie, { method: 'GET', url: '/api/v1/me/shelves' })).body as Item[];
const pairs = (items: Item[]) => items.map((i) => [i.sku, i.shelf]);
const allRows = () => w.test.database.db.select().from(shelfEntries).orderBy(asc(shelfEntries.userId), asc(shelfEntries.sku));

describe('shelves', () => {
  it('puts titles on a shelf and answers shelf items with product, access flags and a 450 high cover', async () => {
    const put = await shelve(me, 'Favorites', [skus[0]!, skus[1]!]);
    expect(put.status).toBe(200);
    expect(pairs(put.body)).toEqual([
      [skus[0], 'Favorites'],
      [skus[1], 'Favorites'],
    ]);
    const items = await shelves(me);
    expect(items).toEqual(put.body);
    const product = (await call(w.app, me, { method: 'GET', url: `/api/products/${skus[0]}` })).body;
    expect(items[0]).toMatchObject({
      sku: skus[0],
      product: { sku: skus[0], name: product.name },
      isRequestable: product.isRequestable,
      isDownloadable: product.isDownloadable,
      coverImageUri: `/covers/${skus[0]}.svg?height=450`,
    });
  });

  it('moves a title between shelves (at most one shelf), keeps a title already there in place, lists shelves in key order', async () => {
    await shelve(me, 'Favorites', [skus[2]!]);
    const moved = await shelve(me, 'AnticipatingHigh', [skus[1]!]);
    expect(pairs(moved.body)).toEqual([
      [skus[1], 'AnticipatingHigh'],
      [skus[0], 'Favorites'],
      [skus[2], 'Favorites'],
    ]);
    // Already on Favorites: stays before skus[2]; the repeat in the list counts once.
    const again = await shelve(me, 'Favorites', [skus[0]!, skus[0]!]);
    expect(pairs(again.body)).toEqual(pairs(moved.body));
    const back = await shelve(me, 'Favorites', [skus[1]!]);
    expect(pairs(back.body)).toEqual([
      [skus[0], 'Favorites'],
      [skus[2], 'Favorites'],
      [skus[1], 'Favorites'],
    ]);
  });

  it('Clear takes titles off every shelf; clearing an unshelved title changes nothing', async () => {
    await shelve(me, 'DidntFinish', [skus[3]!]);
    const cleared = await shelve(me, 'Clear', [skus[3]!, skus[0]!, skus[5]!]);
    expect(cleared.status).toBe(200);
    expect(pairs(cleared.body)).toEqual([
      [skus[2], 'Favorites'],
      [skus[1], 'Favorites'],
    ]);
    expect(pairs(await shelves(me))).toEqual(pairs(cleared.body));
  });

  it('answers a repeated Idempotency-Key from the stored result without applying it again', async () => {
    const key = crypto.randomUUID();
    const first = await shelve(me, 'CurrentlyReading', [skus[4]!], key);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await shelve(me, 'Clear', [skus[4]!]);
    const repeat = await shelve(me, 'CurrentlyReading', [skus[4]!], key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect((await shelves(me)).find((i) => i.sku === skus[4])).toBeUndefined();
  });

  it('refuses an unknown shelf key, a bad or unknown sku and a bad list with 400 naming the field, writing nothing', async () => {
    const before = await allRows();
    const cases: Array<[string, unknown, string]> = [
      ['Favourites', [{ sku: skus[5] }], 'shelf'],
      ['clear', [{ sku: skus[5] }], 'shelf'],
      ['Favorites', [{ sku: skus[5] }, { sku: 'not a sku!' }], '1.sku'],
      ['Favorites', [{ sku: skus[5] }, { sku: '9790000000000' }], 'body[1]'],
      ['Clear', [{ sku: '9790000000000' }], 'body[0]'],
      ['Favorites', [], 'body'],
      ['Favorites', { sku: skus[5] }, 'body'],
      ['Favorites', [{ isbn: skus[5] }], '0.sku'],
    ];
    for (const [shelf, payload, field] of cases) {
      const res = await w.app.inject({ method: 'POST', url: `/api/v1/me/shelves/${shelf}`, headers: { cookie: me }, payload: payload as object });
      expect(expectProblem(res, 400).errors[0]!.field, `${shelf} ${JSON.stringify(payload)}`).toBe(field);
    }
    expect(await allRows()).toEqual(before);
  });

  it('needs a session: 401 for anonymous callers', async () => {
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/shelves' }), 401);
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/v1/me/shelves/Favorites', payload: [{ sku: skus[0] }] }), 401);
  });

  it("leaves another user's shelves untouched", async () => {
    const demoBefore = await shelves(w.demo);
    expect(demoBefore.length).toBeGreaterThan(0);
    const theirs = demoBefore.map((i) => i.sku).slice(0, 2);
    await shelve(me, 'AnticipatingMild', theirs);
    await shelve(me, 'Clear', theirs);
    await shelve(me, 'Favorites', [theirs[0]!]);
    expect(await shelves(w.demo)).toEqual(demoBefore);
    expect(pairs(await shelves(w.other))).toEqual([]);
    expect((await shelves(me)).find((i) => i.sku === theirs[0])?.shelf).toBe('Favorites');
  });
});
