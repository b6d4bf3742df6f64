import { describe, expect, it } from 'vitest';
import { illFormedTextPath, isWellFormedText, toWellFormedText } from './wellFormedText.ts';

describe('well-formed text', () => {
  it('accepts ordinary text, accents and surrogate pairs', () => {
    for (const text of ['', 'Harbor & Vine', 'Fête — naïve', '📚 books', '漢字']) expect(isWellFormedText(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates anywhere', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud800x', '\udc00\ud800', '📚\ud83d']) {
      expect(isWellFormedText(text)).toBe(false);
    }
  });

  it('replaces NUL and unpaired surrogates by U+FFFD, keeping pairs', () => {
    expect(toWellFormedText('a\u0000b\ud800c📚')).toBe('a\uFFFDb\uFFFDc📚');
  });

  it('names the path of the first ill-formed string or key', () => {
    expect(illFormedTextPath({ user: { email: 'a@b.c', name: 'x\u0000' } })).toBe('user.name');
    expect(illFormedTextPath({ items: ['ok', 'ok', '\ud800'] })).toBe('items.2');
    expect(illFormedTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(illFormedTextPath('\u0000', 'q')).toBe('q');
    expect(illFormedTextPath({ n: 1, ok: true, none: null, list: ['a'] })).toBeUndefined();
  });
});
