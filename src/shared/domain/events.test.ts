import { describe, expect, it } from 'vitest';
import { mainEventsOnce, splitEvents } from './events.ts';

const now = Date.parse('2026-11-26T12:00:00Z');
const ev = (name: string, startTime?: string, endTime?: string) => ({ name, time: { startTime, endTime } });

describe('splitEvents', () => {
  it('upcoming: end not past, soonest first (one on now included); past: newest first', () => {
    const events = [
      ev('next month', '2026-12-20T09:00:00Z', '2026-12-21T17:00:00Z'),
      ev('long ago', '2026-01-10T09:00:00Z', '2026-01-10T17:00:00Z'),
      ev('on now', '2026-11-25T09:00:00Z', '2026-11-27T17:00:00Z'),
      ev('last week', '2026-11-19T09:00:00Z', '2026-11-19T17:00:00Z'),
      ev('ends this minute', '2026-11-26T10:00:00Z', '2026-11-26T12:00:00Z'),
      ev('no time'),
    ];
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.map((e) => e.name)).toEqual(['on now', 'ends this minute', 'next month', 'no time']);
    expect(past.map((e) => e.name)).toEqual(['last week', 'long ago']);
  });
});

describe('mainEventsOnce', () => {
  it('joins answers, keeps each event once in first-seen order, and leaves sessions out', () => {
    const e = (id: number, sessionParentEventId: number | null = null) => ({ id, sessionParentEventId });
    expect(mainEventsOnce([e(1), e(2), e(5, 1)], undefined, [e(2), e(3), e(6, 3)]).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(mainEventsOnce()).toEqual([]);
  });
});
