import { describe, expect, it } from 'vitest';
import { nextSummaryAt, summaryDue } from './summarySchedule.ts';

describe('summary schedule', () => {
  const last = new Date('2026-01-31T08:00:00Z');
  it('is a day, a week or a calendar month after the last summary; never is never due', () => {
    expect(nextSummaryAt(last, 'daily')?.toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(nextSummaryAt(last, 'weekly')?.toISOString()).toBe('2026-02-07T08:00:00.000Z');
    expect(nextSummaryAt(last, 'monthly')?.toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(nextSummaryAt(new Date('2026-12-15T00:00:00Z'), 'monthly')?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(nextSummaryAt(last, 'never')).toBeNull();
  });
  it('is due from that moment on', () => {
    expect(summaryDue(last, 'daily', new Date('2026-02-01T07:59:59Z'))).toBe(false);
    expect(summaryDue(last, 'daily', new Date('2026-02-01T08:00:00Z'))).toBe(true);
    expect(summaryDue(last, 'never', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
