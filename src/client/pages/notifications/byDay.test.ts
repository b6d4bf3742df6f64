import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './byDay.ts';

describe('notifications by day', () => {
  const rows = [
    { id: 3, createdDate: '2026-11-26T01:30:00Z' },
    { id: 2, createdDate: '2026-11-25T23:30:00Z' },
    { id: 1, createdDate: '2026-11-20T10:00:00Z' },
  ];
  it('groups newest first by the calendar day of the time zone', () => {
    expect(groupByDay(rows, 'UTC').map((g) => [g.day, g.items.map((r) => r.id)])).toEqual([
      ['2026-11-26', [3]],
      ['2026-11-25', [2]],
      ['2026-11-20', [1]],
    ]);
    // In New York both late ones fall on the 25th.
    expect(groupByDay(rows, 'America/New_York').map((g) => [g.day, g.items.map((r) => r.id)])).toEqual([
      ['2026-11-25', [3, 2]],
      ['2026-11-20', [1]],
    ]);
  });
  it('names today and yesterday, other days in words of the locale', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(dayHeading('2026-11-26', now, 'en-US', 'UTC')).toBe('today');
    expect(dayHeading('2026-11-25', now, 'en-US', 'UTC')).toBe('yesterday');
    expect(dayHeading('2026-11-20', now, 'en-US', 'UTC')).toBe('Friday, November 20, 2026');
    expect(dayHeading('2026-11-20', now, 'en-GB', 'UTC')).toBe('Friday, 20 November 2026');
  });
});
