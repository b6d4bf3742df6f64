import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { setNotificationStatus as statusRoute } from '../../../shared/contracts/routes/notifications.ts';
import { notificationResources, notificationStatusEdit, type MarkStatus } from '../../entities/notification/notificationEdits.ts';
import { notificationKeys } from '../../entities/notification/queryKeys.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';

const quiet = () => undefined;

/**
 * PUT /api/v1/me/notifications/{id}/status/{read|unread}: through the outbox, shown at once (the row and the header's
 * badge), kept while it waits (after a reload too), the last mark of a notification the one sent.
 */
export function useMarkNotification() {
  return useChangeMutation<{ id: number; status: MarkStatus }, unknown>({
    change: ({ id, status }) => ({
      method: 'PUT',
      path: pathOf(statusRoute, { id, status }),
      resource: notificationResources.notification(id),
      supersedes: true,
      label: { key: status === 'read' ? 'changes:changes.label.notificationRead' : 'changes:changes.label.notificationUnread', values: {} },
    }),
    shows: ({ id, status }) => shown(notificationStatusEdit, { ids: [id], status }),
    onApplied: (_, __, client) => client.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
    onQueued: quiet,
  });
}
