import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { offlineDb } from './db.ts';
import { storeReads } from './readCache.ts';
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

  it('keeps one row per title, the latest form seen, for the user who saw it', async () => {
    await storeReads([{ key: 'a', userId: 1, data: detail('5'), updatedAt: 1 }]);
    await storeReads([{ key: 'b', userId: 1, data: { products: [{ ...product('5'), name: 'Renamed' }, product('6')] }, updatedAt: 2 }]);
    expect(await offlineDb().titles.count()).toBe(2);
    expect(await offlineDb().titles.get('5')).toMatchObject({ userId: 1, detail: 0, updatedAt: 2, product: { name: 'Renamed' } });
    // The title page's own answer still holds its detail.
    expect(await offlineDb().reads.get('a')).toMatchObject({ data: { descriptions: { summary: 'Long summary' } } });
  });
});
