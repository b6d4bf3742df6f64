import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ConversationThread } from '../../../shared/contracts/conversations.ts';
import { conversationsQuery } from '../../entities/conversation/queries.ts';
import { communityAppPreferencesQuery, useSetCommunityAppPreference } from '../../entities/session/communityAppPreferences.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ConversationDrawer } from '../../features/conversation/parts.ts';
import { useMembershipGate } from '../../features/community/useMembershipGate.ts';
import { communityHomePath } from '../shell/communityHome.ts';
import { NewTopicSheet, RenameTopicSheet } from '../../features/topic/parts.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import type { ConversationRef } from '../../features/conversation/mutations.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import { ThreadRow } from './ThreadRow.tsx';
import './conversations.css';

/** Seed 3's status views of the conversations list (the `conversationStatusView` preference). */
const VIEWS = ['all', 'active', 'read', 'archived'] as const;
type View = (typeof VIEWS)[number];
const STATUS_OF_VIEW: Record<Exclude<View, 'all'>, number> = { active: 0, read: 1, archived: 2 };

function inView(thread: ConversationThread, view: View): boolean {
  return view === 'all' ? thread.status !== 2 : thread.status === STATUS_OF_VIEW[view];
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
export function ConversationsPage({
  community = 0,
  target,
}: {
  community?: number;
  /** A conversation to open in the drawer once the threads are known (a notification's or a push's link). */
  target?: Omit<ConversationRef, 'name'>;
}) {
  const { t } = useTranslation('conversations');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const userId = signedIn ? session.user.user.id : 0;
  const { promptSignIn } = usePrompts();
  usePreloadParts([ConversationDrawer, NewTopicSheet, RenameTopicSheet]);
  const myCommunities = useQuery({ ...communitiesQuery(true), enabled: signedIn });
  const [starting, setStarting] = useState(false);
  const [renaming, setRenaming] = useState<ConversationThread | null>(null);
  const answer = useQuery(conversationsQuery(community));
  const navigate = useNavigate();
  const gate = useMembershipGate((id) => void navigate({ to: communityHomePath(id) }));
  // In the user's communities (community 0) a signed-in user is a member; elsewhere their communities say.
  const isMember = (id: number) => signedIn && (community === 0 || (myCommunities.data?.affiliations.some((c) => c.id === id && c.member) ?? false));
  const preferences = useQuery({ ...communityAppPreferencesQuery, enabled: signedIn });
  const savePreference = useSetCommunityAppPreference();
  // The choice shows at once; a member's is kept as a preference too.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const choose = (name: 'conversationsToShow' | 'conversationStatusView', value: string) => {
    setChosen((before) => ({ ...before, [name]: value }));
    if (signedIn) savePreference.mutate({ name, value });
  };
  const [open, setOpen] = useState<(ConversationRef & { communityName: string }) | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // The linked conversation opens once, named after its thread (offline too, from the copy of the last visit).
  const openedTarget = useRef('');
  useEffect(() => {
    if (!target || !answer.data) return;
    const key = `${target.communityId}/${target.conversationType}/${target.conversationId}`;
    if (openedTarget.current === key) return;
    openedTarget.current = key;
    const thread = answer.data.threads.find(
      (th) => th.communityId === target.communityId && th.conversationType === target.conversationType && th.conversationId === target.conversationId,
    );
    setOpen({ ...target, name: thread?.name ?? t('conversations.title'), communityName: thread?.communityName ?? '' });
  }, [target, answer.data, t]);
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
                onRename={thread.conversationType === 'topic' && userId > 0 && thread.authorAppUserId === userId ? setRenaming : undefined}
                onOpen={(th) =>
                  setOpen({
                    conversationType: th.conversationType,
                    conversationId: th.conversationId,
                    communityId: th.communityId,
                    name: th.name,
                    communityName: th.communityName,
                  })
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
      <div className="conv-start">
        <button type="button" className="conv-filter is-primary" onClick={() => (signedIn ? setStarting(true) : promptSignIn())}>
          {t('conversations.topic.start')}
        </button>
      </div>
      {body}
      {starting ? (
        <PartBoundary floating>
          <NewTopicSheet
            communities={(myCommunities.data?.affiliations ?? []).filter((c) => c.member).map((c) => ({ id: c.id, name: c.name }))}
            communityId={communityFilter}
            onClosed={() => setStarting(false)}
          />
        </PartBoundary>
      ) : null}
      {renaming ? (
        <PartBoundary floating>
          <RenameTopicSheet
            topic={{ id: Number(renaming.conversationId), communityId: renaming.communityId, name: renaming.name }}
            onClosed={() => setRenaming(null)}
          />
        </PartBoundary>
      ) : null}
      {open ? (
        <PartBoundary floating>
          <ConversationDrawer
            conversation={open}
            onClose={close}
            membership={{
              member: isMember(open.communityId),
              gate: (action) =>
                gate({ communityId: open.communityId, communityName: open.communityName, member: isMember(open.communityId) }, action),
            }}
          />
        </PartBoundary>
      ) : null}
    </ScreenPage>
  );
}
