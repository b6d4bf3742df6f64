import { describe, expect, it } from 'vitest';
import { validateTitleDrawerSearch } from './titleDrawerSearch.ts';

describe('validateTitleDrawerSearch', () => {
  it('keeps a sku, also when the router parsed a bare ISBN as a number', () => {
    expect(validateTitleDrawerSearch({ title: '9781234567897', q: 'x' })).toEqual({ title: '9781234567897' });
    expect(validateTitleDrawerSearch({ title: 9781234567897 })).toEqual({ title: '9781234567897' });
  });

  it('drops a missing or malformed value', () => {
    expect(validateTitleDrawerSearch({})).toEqual({});
    expect(validateTitleDrawerSearch({ title: '' })).toEqual({});
    expect(validateTitleDrawerSearch({ title: '../etc' })).toEqual({});
    expect(validateTitleDrawerSearch({ title: { sku: '1' } })).toEqual({});
    expect(validateTitleDrawerSearch({ title: 1.5 })).toEqual({});
  });
});
