import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationThread } from '../../../shared/contracts/conversations.ts';
import { conversationsQuery } from '../../entities/conversation/queries.ts';
import { communityAppPreferencesQuery, useSetCommunityAppPreference } from '../../entities/session/communityAppPreferences.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ConversationDrawer } from '../../features/conversation/parts.ts';
import type { ConversationRef } from '../../features/conversation/mutations.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import './conversations.css';

/** Seed 3's status views of the conversations list (the `conversationStatusView` preference). */
const VIEWS = ['all', 'active', 'read', 'archived'] as const;
type View = (typeof VIEWS)[number];
const STATUS_OF_VIEW: Record<Exclude<View, 'all'>, number> = { active: 0, read: 1, archived: 2 };

function inView(thread: ConversationThread, view: View): boolean {
  return view === 'all' ? thread.status !== 2 : thread.status === STATUS_OF_VIEW[view];
}

function ThreadRow({ thread, onOpen }: { thread: ConversationThread; onOpen: (thread: ConversationThread) => void }) {
  const { t } = useTranslation('conversations');
  const recent = thread.mostRecentComment;
  return (
    <li className={thread.status === 0 ? 'conv-row is-unread' : 'conv-row'} data-testid="conversation-row">
      <button type="button" className="conv-row-button" onClick={() => onOpen(thread)}>
        {thread.author.uri ? (
          <img className="conv-row-avatar" src={thread.author.uri} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="conv-row-avatar" aria-hidden="true">
            {thread.author.initials}
          </span>
        )}
        <span className="conv-row-main">
          <span className="conv-row-name">{thread.name}</span>
          <span className="conv-row-meta">
            {thread.communityName} · {t('conversations.startedBy', { name: thread.author.displayName })}
          </span>
          {recent && recent.commentStatus !== 3 ? (
            <span className="conv-row-recent">
              {recent.userAvatar.displayName}: {recent.text}
            </span>
          ) : null}
        </span>
        <span className="conv-row-side">
          <span className="conv-row-count">{t('conversations.commentCount', { count: thread.commentCount })}</span>
          <span className="conv-row-status">{t(`conversations.status.${thread.status}`)}</span>
        </span>
      </button>
    </li>
  );
}

function RowsSkeleton({ label }: { label: string }) {
  return (
    <ul className="conv-rows" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="conv-row conv-row-skeleton">
          <SkeletonBlock className="conv-row-avatar" />
          <span className="conv-row-main">
            <SkeletonText width="60%" />
            <SkeletonText width="40%" />
            <SkeletonText width="85%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /conversations (seed 3 §2): the threads of the user's communities (a visitor's: the genre communities'), filtered by community (`conversationsToShow`)
 * and by status view (`conversationStatusView`); a row opens the conversation drawer. Pull to refresh; offline, the
 * copy of the last visit.
 */
export function ConversationsPage() {
  const { t } = useTranslation('conversations');
  const signedIn = useSession().status === 'authenticated';
  usePreloadParts([ConversationDrawer]);
  const answer = useQuery(conversationsQuery(0));
  const preferences = useQuery({ ...communityAppPreferencesQuery, enabled: signedIn });
  const savePreference = useSetCommunityAppPreference();
  // The choice shows at once; a member's is kept as a preference too.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const choose = (name: 'conversationsToShow' | 'conversationStatusView', value: string) => {
    setChosen((before) => ({ ...before, [name]: value }));
    if (signedIn) savePreference.mutate({ name, value });
  };
  const [open, setOpen] = useState<ConversationRef | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const communityFilter = Number(chosen.conversationsToShow ?? preferences.data?.conversationsToShow ?? 0) || 0;
  const viewPreference = (chosen.conversationStatusView ?? preferences.data?.conversationStatusView) as View | undefined;
  const view: View = viewPreference && VIEWS.includes(viewPreference) ? viewPreference : 'all';

  let body;
  if (answer.isPending) body = <RowsSkeleton label={t('conversations.loading')} />;
  else if (answer.isError)
    body =
      answer.error instanceof ApiError && answer.error.status === 401 ? (
        <EmptyState text={t('conversations.signIn')} />
      ) : (
        <div className="empty-state" role="alert">
          <p>{answer.error instanceof NetworkError ? t('conversations.offline') : t('conversations.error')}</p>
          <button type="button" className="conv-filter" onClick={() => void answer.refetch()}>
            {t('conversations.retry')}
          </button>
        </div>
      );
  else if (!answer.data.threads.length) body = <EmptyState text={t('conversations.empty')} />;
  else {
    const communities = [...new Map(answer.data.threads.map((th) => [th.communityId, th.communityName])).entries()];
    const shown = answer.data.threads.filter((th) => (communityFilter === 0 || th.communityId === communityFilter) && inView(th, view));
    body = (
      <>
        <div className="conv-filters">
          <label className="conv-filter-label">
            {t('conversations.community')}
            <select className="conv-filter" value={communityFilter} onChange={(event) => choose('conversationsToShow', event.target.value)}>
              <option value={0}>{t('conversations.allCommunities')}</option>
              {communities.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="conv-filter-label">
            {t('conversations.view')}
            <select className="conv-filter" value={view} onChange={(event) => choose('conversationStatusView', event.target.value)}>
              {VIEWS.map((v) => (
                <option key={v} value={v}>
                  {t(`conversations.views.${v}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {shown.length ? (
          <ul className="conv-rows">
            {shown.map((thread) => (
              <ThreadRow
                key={`${thread.communityId}/${thread.conversationType}/${thread.conversationId}`}
                thread={thread}
                onOpen={(th) =>
                  setOpen({ conversationType: th.conversationType, conversationId: th.conversationId, communityId: th.communityId, name: th.name })
                }
              />
            ))}
          </ul>
        ) : (
          <EmptyState text={t('conversations.emptyView')} />
        )}
      </>
    );
  }
  return (
    <ScreenPage refreshable title={t('conversations.title')} subtitle={t('conversations.subtitle')}>
      {body}
      {open ? (
        <PartBoundary floating>
          <ConversationDrawer conversation={open} onClose={close} />
        </PartBoundary>
      ) : null}
    </ScreenPage>
  );
}
