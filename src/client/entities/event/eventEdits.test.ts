import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BookEvent, EventBody, EventDetail } from '../../../shared/contracts/events.ts';
import { editCache } from '../../lib/offline/optimistic.ts';
import { eventDeleteEdit, eventSaveEdit } from './eventEdits.ts';
import { eventKeys } from './queryKeys.ts';

const event = (id: number, title: string, parent: number | null = null): BookEvent => ({
  id,
  title,
  description: '',
  time: { startTime: '2027-03-10T09:00:00.000Z', endTime: '2027-03-10T17:00:00.000Z' },
  venue: {},
  links: {},
  organization: { name: 'Riverbend' },
  images: {},
  communities: [{ communityId: 7 }],
  ofInterestToList: [],
  skus: [],
  ownerAppUserId: 1,
  sessionParentEventId: parent,
});
const body = (title: string): EventBody => ({
  title,
  description: 'New',
  startTime: '2027-04-01T09:00:00.000Z',
  endTime: '2027-04-01T17:00:00.000Z',
  venue: { name: 'Hall' },
  links: {},
  ofInterestToList: [],
  communityIds: [7],
  skus: [],
  sessionParentEventId: null,
});

function client() {
  const c = new QueryClient();
  c.setQueryData(eventKeys.community(7), [event(1, 'Fair'), event(2, 'Talk', 1), event(3, 'Other')]);
  c.setQueryData<EventDetail>(eventKeys.detail(1), { event: event(1, 'Fair'), sessions: [event(2, 'Talk', 1)], products: [], canEdit: true });
  return c;
}
const apply = async (c: QueryClient, edits: ReturnType<typeof eventSaveEdit.edits>) => editCache(c, edits);

describe('eventSaveEdit', () => {
  it('a rewrite shows in the lists and the details (organizer kept); applied twice, the same', async () => {
    const c = client();
    for (let i = 0; i < 2; i++) await apply(c, eventSaveEdit.edits(c, { eventId: 1, body: body('Fair (late)') }));
    const list = c.getQueryData<BookEvent[]>(eventKeys.community(7))!;
    expect(list.map((e) => e.title)).toEqual(['Fair (late)', 'Talk', 'Other']);
    const detail = c.getQueryData<EventDetail>(eventKeys.detail(1))!;
    expect(detail.event).toMatchObject({ title: 'Fair (late)', venue: { name: 'Hall' }, organization: { name: 'Riverbend' } });
  });
  it('a new event (id below 0) joins its communities\u2019 lists once', async () => {
    const c = client();
    for (let i = 0; i < 2; i++) await apply(c, eventSaveEdit.edits(c, { eventId: -5, body: body('Night market') }));
    const list = c.getQueryData<BookEvent[]>(eventKeys.community(7))!;
    expect(list.filter((e) => e.id === -5).map((e) => e.title)).toEqual(['Night market']);
  });
});

describe('eventDeleteEdit', () => {
  it('a deleted event leaves the lists with its sessions', async () => {
    const c = client();
    await apply(c, eventDeleteEdit.edits(c, { eventId: 1 }));
    expect(c.getQueryData<BookEvent[]>(eventKeys.community(7))!.map((e) => e.id)).toEqual([3]);
  });
});
