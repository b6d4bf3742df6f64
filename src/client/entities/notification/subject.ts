import type { AppNotification } from '../../../shared/contracts/notifications.ts';

/** The days back of a community home opened from a notification (the home's default). */
const HOME_DAYS = '30';

/** What a notification opens (seed 3 §7): a thread in the conversation drawer, or a screen of the app. */
export type NotificationSubject =
  | { kind: 'conversation'; conversationType: 'title' | 'topic'; conversationId: string; communityId: number }
  | { kind: 'title'; sku: string }
  | { kind: 'list'; listId: string }
  | { kind: 'requests'; tab: 'readyToDownload' | 'declined' }
  | { kind: 'event'; communityId: number; eventId: string; days: string }
  | { kind: 'none' };

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const positive = (value: string | number | undefined) => /^[1-9]\d{0,9}$/.test(text(value));

/** The subject of a notification from its kind and details (one with details it does not know opens nothing). */
export function subjectOf(notification: Pick<AppNotification, 'kind' | 'details'>): NotificationSubject {
  const d = notification.details;
  switch (notification.kind) {
    case 'reply':
    case 'badge': {
      const type = d.conversationType;
      if ((type === 'title' || type === 'topic') && text(d.conversationId) && positive(d.communityId))
        return { kind: 'conversation', conversationType: type, conversationId: text(d.conversationId), communityId: Number(d.communityId) };
      break;
    }
    case 'listAlert':
      if (positive(d.listId)) return { kind: 'list', listId: text(d.listId) };
      break;
    case 'requestDecision':
      return { kind: 'requests', tab: d.status === 'approved' ? 'readyToDownload' : 'declined' };
    case 'event':
      if (positive(d.eventId) && positive(d.communityId))
        return { kind: 'event', communityId: Number(d.communityId), eventId: text(d.eventId), days: HOME_DAYS };
      break;
    case 'galley':
      if (text(d.sku)) return { kind: 'title', sku: text(d.sku) };
      break;
  }
  if (text(d.sku)) return { kind: 'title', sku: text(d.sku) };
  return { kind: 'none' };
}
