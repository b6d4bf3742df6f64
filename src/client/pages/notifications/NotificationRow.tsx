import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { AppNotification, Notifications } from '../../../shared/contracts/notifications.ts';
import { notificationResources } from '../../entities/notification/notificationEdits.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';

/**
 * One notification: who caused it (avatar), its text and time; unread ones are marked (a dot, bold, 'Unread' for
 * screen readers). The row opens its subject; its side button marks it read or unread.
 */
export function NotificationRow({
  notification,
  lookups,
  time,
  onOpen,
  onMark,
}: {
  notification: AppNotification;
  lookups: Pick<Notifications, 'userAvatarsByAppUserId' | 'organizationsById' | 'usersById'>;
  time: string;
  onOpen: (notification: AppNotification) => void;
  onMark: (notification: AppNotification, status: 'read' | 'unread') => void;
}) {
  const { t } = useTranslation('notifications');
  const unread = notification.status === '';
  const source = notification.sourceAppUserId === null ? undefined : String(notification.sourceAppUserId);
  const avatar = source ? lookups.userAvatarsByAppUserId[source] : undefined;
  const orgId = source ? lookups.usersById[source]?.orgID : undefined;
  const organization = orgId ? lookups.organizationsById[String(orgId)]?.name : undefined;
  return (
    <li className={unread ? 'note-row is-unread' : 'note-row'} data-testid="notification-row" data-status={unread ? 'unread' : notification.status}>
      <button type="button" className="note-row-open" onClick={() => onOpen(notification)}>
        {avatar?.uri ? (
          <img className="note-row-avatar" src={avatar.uri} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="note-row-avatar" aria-hidden="true">
            {avatar?.initials ?? '•'}
          </span>
        )}
        <span className="note-row-main">
          {unread ? <span className="note-sr-only">{t('notifications.unread')}: </span> : null}
          <span className="note-row-text">{notification.text}</span>
          <span className="note-row-meta">
            {time}
            {organization ? ` · ${organization}` : ''}
          </span>
        </span>
        {unread ? <span className="note-row-dot" aria-hidden="true" /> : null}
      </button>
      <span className="note-row-side">
        <PendingMark resources={[notificationResources.notification(notification.id)]} />
        <button type="button" className="note-row-mark" onClick={() => onMark(notification, unread ? 'read' : 'unread')}>
          {unread ? t('notifications.markRead') : t('notifications.markUnread')}
        </button>
      </span>
    </li>
  );
}
