import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { offlineDb } from './db.ts';
import { readSeenTitle, storeReads } from './readCache.ts';
import { coverUrls, productsIn } from './titlesSeen.ts';

const product = (sku: string) => ({
  sku,
  name: `Title ${sku}`,
  author: 'A',
  images: [{ type: 'jacketCover', uri: `/covers/${sku}.svg`, caption: '' }],
});
const detail = (sku: string) => ({ ...product(sku), links: [], descriptions: { summary: 'Long summary' }, availableReviewCopyFormats: [] });

describe('titles seen', () => {
  it('finds the products of every answer shape that carries them', () => {
    expect(productsIn(detail('1')).map((p) => p.sku)).toEqual(['1']);
    expect(productsIn({ products: [product('1'), product('2')], totalCount: 2 }).map((p) => p.sku)).toEqual(['1', '2']);
    expect(productsIn([{ sku: '3', shelf: 'Read', product: product('3') }]).map((p) => p.sku)).toEqual(['3']);
    expect(productsIn({ downloads: [{ sku: '4', product: product('4') }] }).map((p) => p.sku)).toEqual(['4']);
    expect(productsIn({ count: 3 })).toEqual([]);
    expect(productsIn(null)).toEqual([]);
  });

  it('keeps the covers a tile shows', () => {
    expect(coverUrls([product('9')], 1)).toEqual(['/covers/9.webp?height=135']);
    expect(coverUrls([product('9')], 1.75)).toEqual(['/covers/9.webp?height=360']);
    expect(coverUrls([product('9')], 3)).toEqual(['/covers/9.webp?height=450']);
  });

  it('keeps the titles of each answer in its packs; the newest form of a title answers, for the user who saw it', async () => {
    await storeReads([{ key: 'a', userId: 1, data: detail('5'), updatedAt: 1 }]);
    await storeReads([{ key: 'b', userId: 1, data: { products: [{ ...product('5'), name: 'Renamed' }, product('6')] }, updatedAt: 2 }]);
    expect(await offlineDb().titlePacks.count()).toBe(2);
    expect(await readSeenTitle('5', 1)).toMatchObject({ userId: 1, updatedAt: 2, data: { name: 'Renamed', descriptions: { summary: '' } } });
    expect(await readSeenTitle('6', 1)).toMatchObject({ data: { sku: '6' } });
    expect(await readSeenTitle('6', 2)).toBeUndefined();
    // The title page's own answer still holds its detail.
    expect(await offlineDb().reads.get('a')).toMatchObject({ data: { descriptions: { summary: 'Long summary' } } });
    // A new answer of a key replaces its packs: a title it no longer carries is not seen through it.
    await storeReads([{ key: 'b', userId: 1, data: { products: [product('7')] }, updatedAt: 3 }]);
    expect(await readSeenTitle('6', 1)).toBeUndefined();
    expect(await readSeenTitle('5', 1)).toMatchObject({ updatedAt: 1, data: { descriptions: { summary: 'Long summary' } } });
  });

  it('packs a long list in rows of 100 titles and finds each of them', async () => {
    const products = Array.from({ length: 250 }, (_, i) => product(String(1000 + i)));
    await storeReads([{ key: 'long', userId: 1, data: { products }, updatedAt: 4 }]);
    expect((await offlineDb().titlePacks.toArray()).filter((pack) => pack.id.startsWith('long')).map((pack) => pack.skus.length)).toEqual([
      100, 100, 50,
    ]);
    expect(await readSeenTitle('1249', 1)).toMatchObject({ data: { name: 'Title 1249' } });
    await storeReads([{ key: 'long', userId: 1, data: { products: products.slice(0, 120) }, updatedAt: 5 }]);
    expect((await offlineDb().titlePacks.toArray()).filter((pack) => pack.id.startsWith('long')).map((pack) => pack.skus.length)).toEqual([100, 20]);
    expect(await readSeenTitle('1249', 1)).toBeUndefined();
  });
});
