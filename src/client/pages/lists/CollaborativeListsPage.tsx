import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CollaborativeList } from '../../../shared/contracts/lists.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { ListEditorDrawer } from '../../features/lists/parts.ts';
import { listsQuery } from '../../entities/list/queries.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { useMembershipGate } from '../../features/community/useMembershipGate.ts';
import { communityHomePath } from '../shell/communityHome.ts';
import '../../features/lists/lists.css';

/** One list: its name linking to /list/{listId}, description, title count, community and creator. */
function ListCard({ list, showCommunity, linkTarget }: { list: CollaborativeList; showCommunity: boolean; linkTarget?: '_blank' }) {
  const { t } = useTranslation('lists');
  return (
    <li className="lists-card">
      <h2>
        <Link to="/list/$listId" params={{ listId: String(list.id) }} target={linkTarget}>
          {list.name}
        </Link>
      </h2>
      {list.description ? <p>{list.description}</p> : null}
      <p className="lists-meta">
        {[t('lists.titleCount', { count: list.itemCount }), showCommunity ? list.communityName : null, t('lists.by', { name: list.ownerName })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="lists-meta">{list.allowAddTitleGroup ? t('lists.everyoneAdds') : t('lists.ownerOnly')}</p>
    </li>
  );
}

/** The lists of a community (or with 0 of all the user's communities), their loading, error and empty states. */
export function CollaborativeLists({ communityId, linkTarget }: { communityId: number; linkTarget?: '_blank' }) {
  const { t } = useTranslation('lists');
  const lists = useQuery(listsQuery(communityId));
  if (lists.isPending)
    return (
      <p className="empty-state" aria-busy="true">
        {t('lists.loading')}
      </p>
    );
  if (lists.isError) {
    const status = lists.error instanceof ApiError ? lists.error.status : 0;
    if (status === 404) return <EmptyState text={t('lists.communityNotFound')} />;
    if (status === 401) return <EmptyState text={t('lists.signIn')} />;
    return (
      <div className="empty-state" role="alert">
        <p>{lists.error instanceof NetworkError ? t('lists.offline') : t('lists.error')}</p>
        <button type="button" className="lists-button" onClick={() => void lists.refetch()}>
          {t('lists.retry')}
        </button>
      </div>
    );
  }
  if (!lists.data.length) return <EmptyState text={communityId === 0 ? t('lists.noCommunities') : t('lists.noLists')} />;
  return (
    <ul className="lists-cards">
      {lists.data.map((list) => (
        <ListCard key={list.id} list={list} showCommunity={communityId === 0} linkTarget={linkTarget} />
      ))}
    </ul>
  );
}

/** /collaborativelists/{communityId}: the lists, and New List (the 700 px drawer), which opens the new list. */
export function CollaborativeListsPage({ communityId }: { communityId: number | null }) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const signedIn = useSession().status === 'authenticated';
  usePreloadParts([ListEditorDrawer], signedIn);
  const lists = useQuery({ ...listsQuery(communityId ?? 0), enabled: communityId !== null });
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const name = communityId ? lists.data?.[0]?.communityName : undefined;
  // A new list is a member action: in a community the user has not joined, New List asks them to join first.
  // (The communities call, not the summary: that one counts as a visit of the community's home.)
  // A tap before the communities have come waits for them (else it would skip the question); without them (offline,
  // nothing kept), the drawer opens and the server decides.
  const client = useQueryClient();
  const communities = useQuery({ ...communitiesQuery(true), enabled: signedIn && !!communityId });
  const gate = useMembershipGate((id) => void navigate({ to: communityHomePath(id) }));
  const newList = async () => {
    const known = communityId ? (communities.data ?? (await client.ensureQueryData(communitiesQuery(true)).catch(() => undefined))) : undefined;
    const community = known?.affiliations.find((c) => c.id === communityId);
    if (community) gate({ communityId: community.id, communityName: community.name, member: community.member }, () => setCreating(true));
    else setCreating(true);
  };
  return (
    <ScreenPage
      refreshable
      title={t('lists.screens.lists')}
      subtitle={communityId === 0 ? t('lists.screens.allLists') : name ? t('lists.screens.communityLists', { name }) : undefined}
      actions={
        signedIn && communityId !== null ? (
          <button type="button" className="lists-button is-primary" onClick={() => void newList()}>
            {t('lists.newList')}
          </button>
        ) : null
      }
    >
      {communityId === null ? <EmptyState text={t('lists.communityNotFound')} /> : <CollaborativeLists communityId={communityId} />}
      {creating ? (
        <PartBoundary>
          <ListEditorDrawer
            communityId={communityId || undefined}
            onClose={close}
            onSaved={(list) => void navigate({ to: '/list/$listId', params: { listId: String(list.id) } })}
          />
        </PartBoundary>
      ) : null}
    </ScreenPage>
  );
}
