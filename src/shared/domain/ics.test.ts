import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, utcStamp } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('icsCalendar', () => {
  const event = {
    uid: 'event-7@booktrade.test',
    title: 'Riverside Book Fair; day 1, hall B',
    description: 'Line one\nLine two with a back\\slash',
    location: 'Riverside Exhibition Centre, Hall B',
    url: 'https://example.org/fair',
    start: new Date('2026-04-15T09:30:00.000Z'),
    end: new Date('2026-04-17T17:00:00.000Z'),
    stamp: new Date('2026-03-01T12:00:00.000Z'),
  };

  it('writes one VEVENT with UTC times, escaped text and CRLF line ends', () => {
    const text = icsCalendar(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20260415T093000Z\r\n');
    expect(text).toContain('\r\nDTEND:20260417T170000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Riverside Book Fair\\; day 1\\, hall B\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nLine two with a back\\\\slash\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('leaves out what an event does not have', () => {
    const text = icsCalendar({ ...event, description: '', location: undefined, url: undefined });
    expect(text).not.toMatch(/DESCRIPTION|LOCATION|URL/);
  });

  it('folds long lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    const long = `DESCRIPTION:${'Überraschung – '.repeat(20)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes text and stamps times', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utcStamp(new Date('2026-11-26T08:05:09.123Z'))).toBe('20261126T080509Z');
  });
});
