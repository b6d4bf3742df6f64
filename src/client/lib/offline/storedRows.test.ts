import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './db.ts';
import { readSeenTitle, readStored, storeReads } from './readCache.ts';
import { rowsToStore } from './storedRows.ts';

const product = (sku: string) => ({
  sku,
  name: `Title ${sku}`,
  author: 'A',
  images: [{ type: 'jacketCover', uri: `/covers/${sku}.svg`, caption: '' }],
});

afterEach(async () => {
  await offlineDb().reads.clear();
  await offlineDb().titlePacks.clear();
});

describe('a list stored once', () => {
  it("keeps a list's titles in its packs only, and reads the answer back as it was answered", async () => {
    const products = Array.from({ length: 230 }, (_, i) => product(String(1000 + i)));
    // A title twice in one list stays twice, in its place.
    const list = { products: [...products, product('1000')], totalCount: 231, facets: { format: ['Paperback'] } };
    await storeReads([{ key: 'list', userId: 1, data: list, updatedAt: 4 }]);
    expect(await offlineDb().reads.get('list')).toEqual({ key: 'list', userId: 1, updatedAt: 4, packed: 231, data: { ...list, products: [] } });
    expect((await offlineDb().titlePacks.toArray()).map((pack) => pack.products.length)).toEqual([100, 100, 31]);
    const back = await readStored('list', 1);
    expect(back).toEqual({ key: 'list', userId: 1, updatedAt: 4, data: list });
    expect(Object.keys(back!.data as object)).toEqual(['products', 'totalCount', 'facets']);
    expect(await readStored('list', 2)).toBeUndefined();
    expect(await readSeenTitle('1229', 1)).toMatchObject({ data: { name: 'Title 1229' } });
  });

  it('keeps any other answer whole (a title page, shelves, a list of items that are not titles, an empty list)', () => {
    const answers = [
      product('1'),
      [{ sku: '2', shelf: 'Read', product: product('2') }],
      { products: [{ sku: '3', product: product('3') }] },
      { products: [] },
    ];
    const rows = rowsToStore(answers.map((data, i) => ({ key: String(i), userId: 1, data, updatedAt: 1 })));
    expect(rows.reads.map((row) => [row.data, row.packed])).toEqual(answers.map((data) => [data, undefined]));
  });

  it('answers nothing when a list lost its packs, and reads rows of the earlier form (titles in the answer too)', async () => {
    await storeReads([{ key: 'list', userId: 1, data: { products: [product('1')] }, updatedAt: 1 }]);
    await offlineDb().titlePacks.clear();
    expect(await readStored('list', 1)).toBeUndefined();
    const earlier = { key: 'old', userId: 1, data: { products: [product('2')], totalCount: 1 }, updatedAt: 1 };
    await offlineDb().reads.put(earlier);
    expect(await readStored('old', 1)).toEqual(earlier);
  });
});
