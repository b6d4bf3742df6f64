import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useUnreadCount } from './useUnreadCount.ts';

/** Messages (notifications) with the unread badge. */
export function MessagesLink() {
  const { t } = useTranslation('common');
  const unread = useUnreadCount();
  return (
    <Link
      to="/notifications"
      className="header-link messages-link"
      aria-label={unread > 0 ? `${t('header.messages')}, ${t('header.unread', { count: unread })}` : t('header.messages')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.17L7.17 16H20V6H4Z" />
      </svg>
      <span className="header-link-label">{t('header.messages')}</span>
      <span className="badge" data-count={unread} hidden={unread === 0}>
        {unread}
      </span>
    </Link>
  );
}
