import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notifications } from '../../../shared/contracts/notifications.ts';
import { FREQUENCY_CONFIRMATIONS } from '../../../shared/contracts/subscriptions.ts';
import texts from '../../lib/i18n/locales/en.notifications.json';
import { notificationStatusEdit, withStatus } from './notificationEdits.ts';
import { notificationKeys } from './queryKeys.ts';
import { subjectOf } from './subject.ts';

const note = (id: number, status: string) => ({
  id,
  kind: 'reply',
  text: `n${id}`,
  details: {},
  status,
  sourceAppUserId: null,
  createdDate: '2026-11-26T10:00:00Z',
  updatedDate: '2026-11-26T10:00:00Z',
});
const answer = (): Notifications => ({
  notifications: [note(1, ''), note(2, ''), note(3, 'read')],
  unreadCount: 5,
  usersById: {},
  userAvatarsByAppUserId: {},
  organizationsById: {},
});

describe('notification marks', () => {
  it('set a state: the unread count follows, and applying a mark again changes nothing', () => {
    const once = withStatus(answer(), [1, 3], 'read');
    expect(once.notifications.map((n) => n.status)).toEqual(['read', '', 'read']);
    expect(once.unreadCount).toBe(4);
    expect(withStatus(once, [1, 3], 'read')).toEqual(once);
    expect(withStatus(once, [3], 'unread').unreadCount).toBe(5);
  });
  it("make the header's badge count what the list counts", () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(), answer());
    client.setQueryData(notificationKeys.unreadCount(), 5);
    const edits = notificationStatusEdit.edits(client, { ids: [2], status: 'read' });
    for (const e of edits) client.setQueryData(e.queryKey, e.update(client.getQueryData(e.queryKey)));
    expect(client.getQueryData(notificationKeys.unreadCount())).toBe(4);
    for (const e of notificationStatusEdit.edits(client, { ids: [2], status: 'read' }))
      client.setQueryData(e.queryKey, e.update(client.getQueryData(e.queryKey)));
    expect(client.getQueryData(notificationKeys.unreadCount())).toBe(4);
  });
});

describe('notification subjects', () => {
  it('open the thread, the title, the list, the requests or the event', () => {
    expect(subjectOf({ kind: 'reply', details: { communityId: 4, conversationType: 'title', conversationId: '978', threadId: 9 } })).toEqual({
      kind: 'conversation',
      conversationType: 'title',
      conversationId: '978',
      communityId: 4,
    });
    expect(subjectOf({ kind: 'galley', details: { sku: '978' } })).toEqual({ kind: 'title', sku: '978' });
    expect(subjectOf({ kind: 'listAlert', details: { listId: 7, sku: '978' } })).toEqual({ kind: 'list', listId: '7' });
    expect(subjectOf({ kind: 'requestDecision', details: { sku: '978', status: 'declined' } })).toEqual({ kind: 'requests', tab: 'declined' });
    expect(subjectOf({ kind: 'event', details: { eventId: 3, communityId: 2 } })).toMatchObject({ kind: 'event', eventId: '3', communityId: 2 });
    expect(subjectOf({ kind: 'reply', details: { conversationType: 'x' } })).toEqual({ kind: 'none' });
  });
});

describe('frequency confirmations', () => {
  it('are the same texts on the screen and on the mailed link’s page', () => {
    expect(texts.notifications.frequency.confirmation).toEqual(FREQUENCY_CONFIRMATIONS);
  });
});
