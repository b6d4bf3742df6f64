import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, isValidIsbn13 } from './isbn.ts';

describe('ISBN-13', () => {
  it('computes the check digit', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isbn13CheckDigit('979800000001')).toBe(4);
    expect(() => isbn13CheckDigit('12345')).toThrow();
  });

  it('accepts valid ISBNs, with or without hyphens', () => {
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
  });

  it('refuses wrong check digits, other prefixes and wrong lengths', () => {
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('1234567890128')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
    expect(isValidIsbn13('')).toBe(false);
  });
});
