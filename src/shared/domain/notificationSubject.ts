/**
 * Where a notification leads (issue 20): the route of its subject, from its kind and details, and the tag that
 * collapses repeats about one subject. Pure: the server writes both into each push.
 */
type Details = Record<string, string | number>;

const part = (value: string | number | undefined) => encodeURIComponent(String(value ?? ''));
const has = (details: Details, ...keys: string[]) => keys.every((key) => details[key] !== undefined && details[key] !== '');

/** Days back of a community home opened from a notification. */
const COMMUNITY_DAYS = 30;

export function notificationPath(kind: string, details: Details): string {
  switch (kind) {
    case 'reply':
    case 'badge': {
      if (!has(details, 'communityId', 'conversationType', 'conversationId')) return '/conversations';
      const query = new URLSearchParams({
        communityId: String(details.communityId),
        conversationType: String(details.conversationType),
        conversationId: String(details.conversationId),
      });
      if (details.threadId !== undefined) query.set('threadId', String(details.threadId));
      if (details.commentId !== undefined) query.set('commentId', String(details.commentId));
      return `/conversations?${query.toString()}`;
    }
    case 'listAlert':
      return has(details, 'listId') ? `/list/${part(details.listId)}` : '/notifications';
    case 'requestDecision':
      return has(details, 'sku') ? `/title/${part(details.sku)}` : '/requests';
    case 'galley':
      return has(details, 'sku') ? `/title/${part(details.sku)}` : '/notifications';
    case 'event':
      return has(details, 'communityId', 'eventId')
        ? `/community/${part(details.communityId)}/home/${COMMUNITY_DAYS}/event/${part(details.eventId)}`
        : '/events';
    default:
      return '/notifications';
  }
}

/** One subject, one tag: a thread, a list, a request, an event (kind included: a badge does not hide a reply). */
export function notificationTag(kind: string, details: Details): string {
  switch (kind) {
    case 'reply':
    case 'badge':
      return `${kind}:${details.threadId ?? details.commentId ?? ''}`;
    case 'listAlert':
      return `${kind}:${details.listId ?? ''}`;
    case 'requestDecision':
      return `${kind}:${details.requestId ?? details.sku ?? ''}`;
    case 'event':
      return `${kind}:${details.eventId ?? ''}`;
    case 'galley':
      return `${kind}:${details.sku ?? ''}`;
    default:
      return kind;
  }
}
