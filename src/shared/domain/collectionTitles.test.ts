import { describe, expect, it } from 'vitest';
import { collectionListWith, withoutTitles, withTitles } from './collectionTitles.ts';

const collection = {
  catalogID: 7,
  name: 'Fair',
  titleCount: 2,
  products: [
    { sku: 'a', sequence: 0 },
    { sku: 'b', sequence: 3 },
  ],
};

describe('collection titles', () => {
  it('adds titles at the end, once each, and counts them', () => {
    const after = withTitles(collection, ['c', 'a', 'c', 'd']);
    expect(after.products).toEqual([
      { sku: 'a', sequence: 0 },
      { sku: 'b', sequence: 3 },
      { sku: 'c', sequence: 4 },
      { sku: 'd', sequence: 5 },
    ]);
    expect(after.titleCount).toBe(4);
    expect(collection.products).toHaveLength(2);
  });

  it('removes titles and counts only those that were there', () => {
    const after = withoutTitles(collection, ['b', 'zz']);
    expect(after.products).toEqual([{ sku: 'a', sequence: 0 }]);
    expect(after.titleCount).toBe(1);
  });

  it('puts a collection into a list by name, or takes it out', () => {
    const list = [
      { catalogID: 1, name: 'apples' },
      { catalogID: 2, name: 'Pears' },
    ];
    expect(collectionListWith(list, { catalogID: 3, name: 'Nuts' }, true).map((c) => c.catalogID)).toEqual([1, 3, 2]);
    expect(collectionListWith(list, { catalogID: 2, name: 'Pears' }, true).map((c) => c.catalogID)).toEqual([1, 2]);
    expect(collectionListWith(list, { catalogID: 1, name: 'apples' }, false).map((c) => c.catalogID)).toEqual([2]);
  });
});
