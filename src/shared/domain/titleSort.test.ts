import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, sortDate, sortKeysFor, sortTitles, type SortableTitle } from './titleSort.ts';

const t = (sku: string, extra: Partial<SortableTitle> = {}): SortableTitle => ({
  sku,
  name: `Title ${sku}`,
  supplier: 'S',
  category: 'C',
  author: 'A',
  ...extra,
});

describe('title sorting', () => {
  it('has each view default', () => {
    expect(DEFAULT_SORT).toEqual({
      catalog: { key: 'sequence', direction: 'asc' },
      savedFilter: { key: 'onSaleDate', direction: 'desc' },
      shelf: { key: 'sequence', direction: 'asc' },
      reviewCopies: { key: 'digitalUpdatedDate', direction: 'desc' },
      collaborativeList: { key: 'netVotes', direction: 'desc' },
      buzz: { key: 'reviews', direction: 'desc' },
    });
  });

  it('offers the nine keys, sequence first on catalogues and net votes first on lists', () => {
    expect(sortKeysFor('savedFilter')).toEqual([
      'onSaleDate',
      'pubDate',
      'digitalUpdatedDate',
      'supplier',
      'category',
      'author',
      'pages',
      'reviews',
      'rating',
    ]);
    expect(sortKeysFor('catalog')[0]).toBe('sequence');
    expect(sortKeysFor('collaborativeList')[0]).toBe('netVotes');
    expect(sortKeysFor('catalog')).toHaveLength(10);
  });

  it('date sorts fall back primary -> secondary -> 1 January 1910', () => {
    expect(sortDate(t('1', { onSaleDate: '2026-03-01', pubDate: '2026-04-01' }), 'onSaleDate')).toBe(Date.UTC(2026, 2, 1));
    expect(sortDate(t('2', { pubDate: '2026-04-01' }), 'onSaleDate')).toBe(Date.UTC(2026, 3, 1));
    expect(sortDate(t('3'), 'pubDate')).toBe(Date.UTC(1910, 0, 1));
    expect(sortDate(t('4', { digitalCreatedDate: '2025-01-02T00:00:00Z' }), 'digitalUpdatedDate')).toBe(Date.UTC(2025, 0, 2));
    const sorted = sortTitles([t('none'), t('old', { pubDate: '1900-01-01' }), t('new', { onSaleDate: '2026-01-01' })], 'onSaleDate', 'asc');
    expect(sorted.map((x) => x.sku)).toEqual(['old', 'none', 'new']);
  });

  it('sorts text case-insensitively, numbers, and breaks ties by name', () => {
    const list = [t('b', { author: 'beth', reviews: 2 }), t('a', { author: 'Adam', reviews: 2 }), t('c', { author: 'carl', reviews: 5 })];
    expect(sortTitles(list, 'author', 'asc').map((x) => x.sku)).toEqual(['a', 'b', 'c']);
    expect(sortTitles(list, 'reviews', 'desc').map((x) => x.sku)).toEqual(['c', 'a', 'b']);
    expect(sortTitles([t('x', { sequence: 2 }), t('y', { sequence: 0 })], 'sequence', 'asc').map((x) => x.sku)).toEqual(['y', 'x']);
  });
});
