import { describe, expect, it } from 'vitest';
import { notificationPath, notificationTag } from './notificationSubject.ts';

describe('notificationPath', () => {
  it('opens the subject of each kind', () => {
    expect(notificationPath('listAlert', { listId: 12, sku: '978' })).toBe('/list/12');
    expect(notificationPath('requestDecision', { sku: '9781234567897', requestId: 4 })).toBe('/title/9781234567897');
    expect(notificationPath('event', { eventId: 7, communityId: 3 })).toBe('/community/3/home/30/event/7');
    expect(notificationPath('reply', { communityId: 3, conversationType: 'title', conversationId: 'a b', threadId: 5, commentId: 9 })).toBe(
      '/conversations?communityId=3&conversationType=title&conversationId=a+b&threadId=5&commentId=9',
    );
  });
  it('falls back to the list of its kind when details are missing, and escapes path parts', () => {
    expect(notificationPath('listAlert', {})).toBe('/notifications');
    expect(notificationPath('requestDecision', { sku: 'a/b' })).toBe('/title/a%2Fb');
    expect(notificationPath('event', { eventId: 7 })).toBe('/events');
    expect(notificationPath('somethingNew', {})).toBe('/notifications');
  });
});

describe('notificationTag', () => {
  it('is one per subject and kind', () => {
    expect(notificationTag('reply', { threadId: 5, commentId: 9 })).toBe(notificationTag('reply', { threadId: 5, commentId: 10 }));
    expect(notificationTag('reply', { threadId: 5 })).not.toBe(notificationTag('badge', { threadId: 5 }));
    expect(notificationTag('listAlert', { listId: 1 })).not.toBe(notificationTag('listAlert', { listId: 2 }));
  });
});
