import { describe, expect, it } from 'vitest';
import { countsByPage, spineFraction, spineIndexAt } from './progress.ts';

describe('spineFraction', () => {
  it('counts the pages of the reading order before the one shown', () => {
    expect(spineFraction(0, 0, 8, false)).toBe(0);
    expect(spineFraction(1, 2, 8, false)).toBe(1 / 8);
    expect(spineFraction(6, 7, 8, false)).toBe(6 / 8);
  });
  it('is 1 at the end of the book, and 0 for a book with no pages', () => {
    expect(spineFraction(6, 7, 8, true)).toBe(1);
    expect(spineFraction(0, 0, 0, false)).toBe(0);
  });
});

describe('spineIndexAt', () => {
  it('finds the page that holds a fraction, within the book', () => {
    expect(spineIndexAt(0, 8)).toBe(0);
    expect(spineIndexAt(0.5, 8)).toBe(4);
    expect(spineIndexAt(1, 8)).toBe(7);
    expect(spineIndexAt(Number.NaN, 8)).toBe(0);
  });
  it('goes back to where spineFraction came from', () => {
    for (let i = 0; i < 8; i++) expect(spineIndexAt(spineFraction(i, i, 8, false), 8)).toBe(i);
  });
});

describe('countsByPage', () => {
  it('fixed layout always counts by page', () => {
    expect(countsByPage(true, 5000, 10)).toBe(true);
  });
  it('a book of text counts by locations, a book of pictures by page', () => {
    expect(countsByPage(false, 5000, 360)).toBe(false);
    expect(countsByPage(false, 0, 6)).toBe(true);
    expect(countsByPage(false, 3, 6)).toBe(true);
  });
});
