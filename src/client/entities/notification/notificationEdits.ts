import type { Notifications } from '../../../shared/contracts/notifications.ts';
import type { Subscription } from '../../../shared/contracts/subscriptions.ts';
import { edit, put, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { notificationKeys } from './queryKeys.ts';

/** The statuses a user sets from the list ('' is unread, as the server stores it). */
export type MarkStatus = 'read' | 'unread';
const stored = (status: MarkStatus) => (status === 'unread' ? '' : status);

/** The outbox resources of notifications: the changes of one notification replay in order, the last one wins. */
export const notificationResources = {
  notification: (id: number) => `notification:${id}`,
  subscription: 'subscription',
};

/** The list with these notifications set to a status (a state: applying it again changes nothing) and its unread count. */
export function withStatus(answer: Notifications, ids: readonly number[], status: MarkStatus): Notifications {
  const wanted = new Set(ids);
  const value = stored(status);
  let unread = answer.unreadCount;
  const notifications = answer.notifications.map((n) => {
    if (!wanted.has(n.id) || n.status === value) return n;
    if (n.status === '') unread--;
    if (value === '') unread++;
    return { ...n, status: value };
  });
  return { ...answer, notifications, unreadCount: Math.max(0, unread) };
}

/**
 * Notifications marked read or unread: the list, and the header's badge, which then counts what the list counts (a
 * state too: the list's count with the change, the same however often it is applied).
 */
export const notificationStatusEdit: ReplayableEdit<{ ids: number[]; status: MarkStatus }> = {
  kind: 'notificationStatus',
  edits: (client, { ids, status }) => {
    const list = client.getQueryData<Notifications>(notificationKeys.list());
    const count = list && withStatus(list, ids, status).unreadCount;
    return [
      edit<Notifications | undefined>(notificationKeys.list(), (answer) => answer && withStatus(answer, ids, status)),
      ...(count === undefined ? [] : [edit<number | undefined>(notificationKeys.unreadCount(), (old) => (old === undefined ? old : count))]),
    ];
  },
};

/** The emailed summaries' frequency chosen. */
export const subscriptionEdit: ReplayableEdit<Subscription> = {
  kind: 'subscriptionFrequency',
  edits: (_, subscription) => [put<Subscription | undefined>(notificationKeys.subscription(), () => subscription)],
};
