import { describe, expect, it } from 'vitest';
import { dateLocaleForCountry, formatDisplayDate } from './dateStyle.ts';

describe('dateLocaleForCountry', () => {
  it('uses the British style for GB and UK organisations', () => {
    expect(dateLocaleForCountry('GB')).toBe('en-GB');
    expect(dateLocaleForCountry('uk')).toBe('en-GB');
    expect(dateLocaleForCountry(' Gb ')).toBe('en-GB');
  });
  it('uses the US style for every other country or none', () => {
    expect(dateLocaleForCountry('US')).toBe('en-US');
    expect(dateLocaleForCountry('CA')).toBe('en-US');
    expect(dateLocaleForCountry('')).toBe('en-US');
    expect(dateLocaleForCountry(undefined)).toBe('en-US');
  });
});

describe('formatDisplayDate', () => {
  const numeric: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  it("shows 0001-01-01 as '-'", () => {
    expect(formatDisplayDate('0001-01-01', 'US')).toBe('-');
    expect(formatDisplayDate('0001-01-01T00:00:00', 'GB')).toBe('-');
  });
  it("shows missing or unparseable dates as '-'", () => {
    expect(formatDisplayDate('', 'US')).toBe('-');
    expect(formatDisplayDate(null, 'US')).toBe('-');
    expect(formatDisplayDate('not a date', 'US')).toBe('-');
  });
  it('writes day before month for GB organisations and month first otherwise', () => {
    expect(formatDisplayDate('2024-03-07', 'GB', numeric)).toBe('07/03/2024');
    expect(formatDisplayDate('2024-03-07', 'US', numeric)).toBe('03/07/2024');
  });
  it('keeps the calendar day of a bare date', () => {
    expect(formatDisplayDate('2024-12-31', 'UK')).toBe('31 Dec 2024');
    expect(formatDisplayDate('2024-12-31', 'US')).toBe('Dec 31, 2024');
  });
});
