import { describe, expect, it } from 'vitest';
import { isFrontlist, listTag, reviewLane } from './frontlist.ts';

const now = new Date('2026-05-15T12:00:00Z');

describe('frontlist / backlist', () => {
  it('is FRONTLIST when the publication date is in the future, else BACKLIST', () => {
    expect(listTag('2026-06-01', now)).toBe('FRONTLIST');
    expect(listTag('2026-05-01', now)).toBe('BACKLIST');
    expect(listTag(null, now)).toBe('BACKLIST');
    expect(listTag('not a date', now)).toBe('BACKLIST');
    expect(isFrontlist(new Date('2027-01-01'), now)).toBe(true);
  });
});

describe('review lanes', () => {
  it('puts each date in one lane by months from now', () => {
    expect(reviewLane('2026-12-01', now)).toBe(1);
    expect(reviewLane('2026-06-01', now)).toBe(2);
    expect(reviewLane('2026-02-01', now)).toBe(3);
    expect(reviewLane('2024-01-01', now)).toBe(4);
    expect(reviewLane('2040-01-01', now)).toBe(null);
  });
});
