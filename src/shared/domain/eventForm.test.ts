import { describe, expect, it } from 'vitest';
import { eventBodySchema } from '../contracts/events.ts';
import { emptyEventForm, eventBody, eventFormProblems, eventFormValues, parseSkus, toLocalInput, type EventFormValues } from './eventForm.ts';

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm(),
  title: 'Harbour Book Fair',
  start: '2026-12-01T09:00',
  end: '2026-12-01T17:30',
  ...overrides,
});

describe('eventFormProblems', () => {
  it('an empty form needs a title, a start and an end', () => {
    expect(eventFormProblems(emptyEventForm())).toEqual({ title: 'titleRequired', start: 'startRequired', end: 'endRequired' });
  });
  it('a filled form has none', () => {
    expect(eventFormProblems(filled())).toEqual({});
  });
  it('an end before the start is refused; the same minute is fine', () => {
    expect(eventFormProblems(filled({ end: '2026-12-01T08:59' }))).toEqual({ end: 'endBeforeStart' });
    expect(eventFormProblems(filled({ end: '2026-12-01T09:00' }))).toEqual({});
  });
  it('links are http or https web addresses', () => {
    const links = { website: 'https://fair.example', tickets: 'ftp://fair.example', programme: 'fair.example', stream: 'http://x.example/live' };
    expect(eventFormProblems(filled({ links }))).toEqual({ 'link.tickets': 'badLink', 'link.programme': 'badLink' });
  });
  it('skus are checked as the contract takes them', () => {
    expect(eventFormProblems(filled({ skus: '9781234567897, <script>' }))).toEqual({ skus: 'badSku' });
    expect(eventFormProblems(filled({ skus: Array.from({ length: 101 }, (_, i) => `97800000${String(i).padStart(5, '0')}`).join(' ') }))).toEqual({
      skus: 'tooManySkus',
    });
  });
});

describe('parseSkus', () => {
  it('splits on spaces, commas and lines, drops ISBN hyphens, keeps each once', () => {
    expect(parseSkus(' 978-1-2345-6789-7,9781234567897\n9780000000001;  ')).toEqual(['9781234567897', '9780000000001']);
  });
});

describe('eventBody', () => {
  it('makes a body the contract takes, times in UTC from the device zone, empty parts left out', () => {
    const body = eventBody(
      filled({
        venueName: ' Hall B ',
        links: { website: 'https://fair.example', tickets: '', programme: '', stream: '' },
        audiences: 'Booksellers, , Librarians',
      }),
      [7],
    );
    expect(body.startTime).toBe(new Date('2026-12-01T09:00').toISOString());
    expect(body.venue).toEqual({ name: 'Hall B' });
    expect(body.links).toEqual({ website: 'https://fair.example' });
    expect(body.ofInterestToList).toEqual(['Booksellers', 'Librarians']);
    expect(eventBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('eventFormValues', () => {
  it('shows an event as the form holds it and back to the same body', () => {
    const event = {
      title: 'Fair',
      description: 'd',
      time: { startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-02T17:00:00.000Z' },
      venue: { city: 'Riverside' },
      links: { stream: 'https://x.example' },
      skus: ['9781234567897'],
      ofInterestToList: ['Booksellers'],
    };
    const values = eventFormValues(event);
    expect(values.start).toBe(toLocalInput(event.time.startTime));
    const body = eventBody(values, [1]);
    expect(body.startTime).toBe(event.time.startTime);
    expect(body.endTime).toBe(event.time.endTime);
    expect(body.venue).toEqual({ city: 'Riverside' });
    expect(body.skus).toEqual(['9781234567897']);
  });
  it('an unknown time shows as empty', () => {
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('not a time')).toBe('');
  });
});
