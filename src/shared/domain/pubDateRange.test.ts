import { describe, expect, it } from 'vitest';
import {
  absoluteDefault,
  decodePubDateRange,
  encodePubDateRange,
  LOOK_OUT_OPTIONS,
  parseMdy,
  pubDateBounds,
  RELATIVE_START_OPTIONS,
} from './pubDateRange.ts';

const now = new Date('2026-05-15T12:00:00Z');

describe('pub-date refinement', () => {
  it('has the seed option lists and defaults', () => {
    expect(RELATIVE_START_OPTIONS.map((o) => o.months)).toEqual([-12, -6, -3, -1, 0, 1, 2, 3, 6]);
    expect(LOOK_OUT_OPTIONS.map((o) => o.code)).toEqual(['1w', '2w', '3w', '1m', '2m', '3m', '4m', '6m', '9m', '12m', '18m']);
    expect(absoluteDefault(now)).toEqual({ mode: 'absolute', from: '05/15/2026', to: '06/15/2026' });
  });

  it('encodes and decodes every mode; none is no refinement', () => {
    expect(encodePubDateRange({ mode: 'none' })).toBeNull();
    for (const range of [
      { mode: 'frontlist' },
      { mode: 'backlist' },
      { mode: 'relative', startMonths: -3, lookOut: '2w' },
      { mode: 'absolute', from: '01/31/2026', to: '02/28/2026' },
    ] as const) {
      expect(decodePubDateRange(encodePubDateRange(range)!)).toEqual(range);
    }
    expect(decodePubDateRange('relative:5:2w')).toBeNull();
    expect(decodePubDateRange('absolute:02/30/2026:03/01/2026')).toBeNull();
    expect(decodePubDateRange('absolute:2026-01-01:03/01/2026')).toBeNull();
  });

  it('parses MM/DD/YYYY only', () => {
    expect(parseMdy('12/31/2026')).toBe('2026-12-31');
    expect(parseMdy('31/12/2026')).toBeNull();
  });

  it('bounds publication dates', () => {
    expect(pubDateBounds({ mode: 'frontlist' }, now)).toEqual({ from: '2026-05-16' });
    expect(pubDateBounds({ mode: 'backlist' }, now)).toEqual({ to: '2026-05-15' });
    expect(pubDateBounds({ mode: 'relative', startMonths: 0, lookOut: '2w' }, now)).toEqual({ from: '2026-05-15', to: '2026-05-29' });
    expect(pubDateBounds({ mode: 'relative', startMonths: -1, lookOut: '3m' }, now)).toEqual({ from: '2026-04-15', to: '2026-07-15' });
  });
});
