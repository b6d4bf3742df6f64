import { describe, expect, it } from 'vitest';
import { ISBN_LIST_MAX, isValidIsbn10, splitIsbns, toIsbn13 } from './isbnList.ts';

describe('ISBN lists (seed 3 §5: valid, already on the list, invalid)', () => {
  it('checks ISBN-10s, X as the last check character included', () => {
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('0306406153')).toBe(false);
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(isValidIsbn10('X804429575')).toBe(false);
  });

  it('answers the ISBN-13 of an ISBN-10 or ISBN-13, hyphens and spaces ignored', () => {
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157');
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('978-0-306-40615-8')).toBeNull();
    expect(toIsbn13('12345')).toBeNull();
  });

  it('splits pasted text into valid, already on the list and invalid, each ISBN once', () => {
    const split = splitIsbns('978-0-306-40615-7, 0306406152\n9781861972712; nonsense 9780000000000 080442957X', new Set(['9781861972712']));
    expect(split).toEqual({
      valid: ['9780306406157', '9780804429573'],
      alreadyOnList: ['9781861972712'],
      invalid: ['nonsense', '9780000000000'],
      tooMany: false,
    });
  });

  it('says when more than the maximum is given', () => {
    const many = Array.from({ length: ISBN_LIST_MAX + 1 }, (_, i) => `bad${i}`).join(' ');
    expect(splitIsbns(many, new Set()).tooMany).toBe(true);
    expect(splitIsbns('', new Set())).toEqual({ valid: [], alreadyOnList: [], invalid: [], tooMany: false });
  });
});
