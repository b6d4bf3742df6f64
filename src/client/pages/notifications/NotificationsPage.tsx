import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { dateLocaleForCountry } from '../../../shared/domain/dateStyle.ts';
import { conversationsQuery } from '../../entities/conversation/queries.ts';
import { notificationsQuery } from '../../entities/notification/queries.ts';
import { notificationKeys } from '../../entities/notification/queryKeys.ts';
import { subjectOf } from '../../entities/notification/subject.ts';
import { communityAppPreferencesQuery, useSetCommunityAppPreference } from '../../entities/session/communityAppPreferences.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ConversationDrawer } from '../../features/conversation/parts.ts';
import type { ConversationRef } from '../../features/conversation/mutations.ts';
import { useMarkNotification } from '../../features/notificationStatus/useMarkNotification.ts';
import { FrequencyChoice } from '../../features/subscriptionFrequency/FrequencyChoice.tsx';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import { dayHeading, groupByDay } from './byDay.ts';
import { NotificationRow } from './NotificationRow.tsx';
import './notifications.css';

const SHOW_UNREAD = 'showUnreadNotifications';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <ul className="note-rows" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="note-row note-row-skeleton">
          <SkeletonBlock className="note-row-avatar" />
          <span className="note-row-main">
            <SkeletonText width="75%" />
            <SkeletonText width="30%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /notifications (seed 3 §7): newest first, grouped by day; unread ones marked, each marked read or unread (all read
 * at once too) through the outbox; a row opens its subject (the title, the thread in the conversation drawer, the
 * list, the requests, the event) and marks it read. `showUnreadNotifications` shows only unread ones; the server
 * archives those older than `monthsToAutoArchiveNotifications`. The emailed summaries' frequency on top. Pull to
 * refresh; offline, the copy of the last visit.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const locale = dateLocaleForCountry(signedIn ? session.user.organization.address.country : '');
  usePreloadParts([ConversationDrawer], signedIn);
  const client = useQueryClient();
  const navigate = useNavigate();
  const answer = useQuery({ ...notificationsQuery, enabled: signedIn });
  const preferences = useQuery({ ...communityAppPreferencesQuery, enabled: signedIn });
  const savePreference = useSetCommunityAppPreference();
  const mark = useMarkNotification();
  const [open, setOpen] = useState<ConversationRef | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const [now] = useState(() => new Date());

  // The header's badge counts what the list counts (with the marks still waiting).
  const unreadCount = answer.data?.unreadCount;
  useEffect(() => {
    if (unreadCount !== undefined) client.setQueryData(notificationKeys.unreadCount(), unreadCount);
  }, [client, unreadCount]);

  const unreadOnly = (savePreference.running?.name === SHOW_UNREAD ? savePreference.running.value : preferences.data?.[SHOW_UNREAD]) === 'true';
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });

  const openSubject = (notification: AppNotification) => {
    if (notification.status === '') mark.mutate({ id: notification.id, status: 'read' });
    const subject = subjectOf(notification);
    switch (subject.kind) {
      case 'conversation': {
        // The drawer is named after the conversation (from the threads, offline too), else after the notification.
        const { kind: _, ...ref } = subject;
        const named = (name: string | undefined) => setOpen({ ...ref, name: name || notification.text });
        client.fetchQuery(conversationsQuery(0)).then(
          (threads) =>
            named(
              threads.threads.find(
                (th) =>
                  th.conversationType === ref.conversationType && th.conversationId === ref.conversationId && th.communityId === ref.communityId,
              )?.name,
            ),
          () => named(undefined),
        );
        return;
      }
      case 'title':
        void navigate({ to: '/title/$sku', params: { sku: subject.sku } });
        return;
      case 'list':
        void navigate({ to: '/list/$listId', params: { listId: subject.listId } });
        return;
      case 'requests':
        void navigate({ to: '/requests', search: { tab: subject.tab } });
        return;
      case 'event':
        void navigate({
          to: '/community/$communityId/home/$reviewsCreatedDateMaxDaysBack/event/$eventId',
          params: { communityId: subject.communityId, reviewsCreatedDateMaxDaysBack: subject.days, eventId: subject.eventId },
        });
        return;
      case 'none':
        return;
    }
  };

  let body;
  if (!signedIn) body = <EmptyState text={t('notifications.signIn')} />;
  else if (answer.isPending) body = <RowsSkeleton label={t('notifications.loading')} />;
  else if (answer.isError)
    body =
      answer.error instanceof ApiError && answer.error.status === 401 ? (
        <EmptyState text={t('notifications.signIn')} />
      ) : (
        <div className="empty-state" role="alert">
          <p>{answer.error instanceof NetworkError ? t('notifications.offline') : t('notifications.error')}</p>
          <button type="button" className="note-button" onClick={() => void answer.refetch()}>
            {t('notifications.retry')}
          </button>
        </div>
      );
  else {
    const shown = answer.data.notifications.filter((n) => !unreadOnly || n.status === '');
    body = shown.length ? (
      groupByDay(shown).map((group) => {
        const heading = dayHeading(group.day, now, locale);
        return (
          <section
            key={group.day}
            className="note-day"
            aria-label={heading === 'today' || heading === 'yesterday' ? t(`notifications.${heading}`) : heading}
          >
            <h2 className="note-day-heading">{heading === 'today' || heading === 'yesterday' ? t(`notifications.${heading}`) : heading}</h2>
            <ul className="note-rows">
              {group.items.map((n) => (
                <NotificationRow
                  key={n.id}
                  notification={n}
                  lookups={answer.data}
                  time={time.format(new Date(n.createdDate))}
                  onOpen={openSubject}
                  onMark={(row, status) => mark.mutate({ id: row.id, status })}
                />
              ))}
            </ul>
          </section>
        );
      })
    ) : (
      <EmptyState text={unreadOnly ? t('notifications.emptyUnread') : t('notifications.empty')} />
    );
  }

  const unreadRows = answer.data?.notifications.filter((n) => n.status === '') ?? [];
  return (
    <ScreenPage
      refreshable
      title={t('notifications.title')}
      subtitle={t('notifications.subtitle')}
      actions={
        signedIn ? (
          <button
            type="button"
            className="note-button"
            disabled={!unreadRows.length}
            onClick={() => unreadRows.forEach((n) => mark.mutate({ id: n.id, status: 'read' }))}
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null
      }
    >
      {signedIn ? (
        <div className="note-controls">
          <FrequencyChoice />
          <label className="note-unread-only">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => savePreference.mutate({ name: SHOW_UNREAD, value: String(event.target.checked) })}
            />
            {t('notifications.showUnreadOnly')}
          </label>
        </div>
      ) : null}
      {body}
      {open ? (
        <PartBoundary floating>
          <ConversationDrawer conversation={open} onClose={close} />
        </PartBoundary>
      ) : null}
    </ScreenPage>
  );
}
