import { describe, expect, it } from 'vitest';
import { relativeAge } from './relativeAge.ts';

describe('relativeAge', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says seconds, minutes, hours and days in the largest whole unit', () => {
    expect(relativeAge(now - 12_000, now, 'en-US')).toBe('12 seconds ago');
    expect(relativeAge(now - 3 * 60_000 - 59_000, now, 'en-US')).toBe('3 minutes ago');
    expect(relativeAge(now - 1 * 60 * 60_000, now, 'en-US')).toBe('1 hour ago');
    expect(relativeAge(now - 50 * 60 * 60_000, now, 'en-US')).toBe('2 days ago');
  });
  it('follows the locale', () => {
    expect(relativeAge(now - 5 * 60_000, now, 'fr-FR')).toBe('il y a 5 minutes');
  });
  it('never says a time in the future (clock skew)', () => {
    expect(relativeAge(now + 5_000, now, 'en-US')).toBe('0 seconds ago');
  });
});
