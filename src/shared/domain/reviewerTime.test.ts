import { describe, expect, it } from 'vitest';
import { formatReviewerTime } from './reviewerTime.ts';

describe('formatReviewerTime', () => {
  it('shows the time in New York, in winter (EST) and summer (EDT)', () => {
    expect(formatReviewerTime('2026-01-15T17:05:00Z', 'US')).toBe('Jan 15, 2026, 12:05 PM EST');
    expect(formatReviewerTime('2026-07-01T03:30:00Z', null)).toBe('Jun 30, 2026, 11:30 PM EDT');
  });

  it('uses the British date style for GB organisations, still in New York time', () => {
    expect(formatReviewerTime('2026-01-15T17:05:00Z', 'GB')).toBe('15 Jan 2026, 12:05 EST');
  });

  it("shows '-' for missing or unparseable values", () => {
    expect(formatReviewerTime('', 'US')).toBe('-');
    expect(formatReviewerTime('nope', 'US')).toBe('-');
    expect(formatReviewerTime(null, 'US')).toBe('-');
  });
});
