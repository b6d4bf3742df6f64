import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CollaborativeList } from '../../../shared/contracts/lists.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { TitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { TitleList } from '../titleList/TitleList.tsx';
import { ListItemControls } from '../../features/lists/ListItemControls.tsx';
import { useArchiveList } from '../../features/lists/mutations.ts';
import { useMembershipGate } from '../../features/community/useMembershipGate.ts';
import { communityHomePath } from '../shell/communityHome.ts';
import { AddByIsbnSheet, FilingSheet, ListAlertsSheet, ListCommentsSheet, ListEditorDrawer } from '../../features/lists/parts.ts';
import { listExtraResources } from '../../entities/list/extrasResources.ts';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { PinnedListNotice } from './PinnedListNotice.tsx';
import { asListItems } from '../../entities/list/queries.ts';
import { listAlertsQuery, listExtrasQuery } from '../../entities/list/queries.ts';
import '../../features/lists/lists.css';

/** The creator's Edit List (the 700 px drawer) and Archive List (after a confirm, then back to the community's lists). */
function OwnerActions({ list }: { list: CollaborativeList }) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'archive' | 'filing' | null>(null);
  usePreloadParts([ListEditorDrawer, FilingSheet]);
  const close = useCallback(() => setOpen(null), []);
  const archive = useArchiveList((archived) => navigate({ to: '/collaborativelists/$communityId', params: { communityId: archived.communityId } }));
  return (
    <div className="lists-actions">
      <button type="button" className="lists-button" onClick={() => setOpen('edit')}>
        {t('lists.edit')}
      </button>
      <button type="button" className="lists-button" onClick={() => setOpen('archive')}>
        {t('lists.archive')}
      </button>
      <button type="button" className="lists-button" onClick={() => setOpen('filing')}>
        {t('lists.filing.open')}
      </button>
      <PendingMark resources={[listExtraResources.filing(list.id)]} />
      {open === 'edit' ? (
        <PartBoundary>
          <ListEditorDrawer list={list} onClose={close} />
        </PartBoundary>
      ) : null}
      {open === 'filing' ? (
        <PartBoundary>
          <FilingSheet list={list} onClose={close} />
        </PartBoundary>
      ) : null}
      {open === 'archive' ? (
        <ConfirmDialog
          message={t('lists.archiveConfirm', { name: list.name })}
          confirmLabel={t('lists.archive')}
          busy={archive.isPending}
          onClose={close}
          onConfirm={() => archive.mutate(list)}
        />
      ) : null}
    </div>
  );
}

/** A member's Notification settings of the list (the alerts sheet; its code and alerts loaded ahead, for offline). */
function MemberActions({ list, guard }: { list: CollaborativeList; guard: (action: () => void) => void }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState<'alerts' | 'isbn' | null>(null);
  const close = useCallback(() => setOpen(null), []);
  usePreloadParts([ListAlertsSheet, ListCommentsSheet, ...(list.canAdd ? [AddByIsbnSheet] : [])], list.isMember, [listAlertsQuery(list.id)]);
  return (
    <div className="lists-actions">
      <button type="button" className="lists-button" onClick={() => guard(() => setOpen('alerts'))}>
        {t('lists.notificationSettings')}
      </button>
      {list.canAdd ? (
        <button type="button" className="lists-button" onClick={() => guard(() => setOpen('isbn'))}>
          {t('lists.addByIsbn')}
        </button>
      ) : null}
      {open === 'alerts' ? (
        <PartBoundary>
          <ListAlertsSheet listId={list.id} name={list.name} onClose={close} />
        </PartBoundary>
      ) : null}
      {open === 'isbn' ? (
        <PartBoundary>
          <AddByIsbnSheet list={list} onClose={close} />
        </PartBoundary>
      ) : null}
    </div>
  );
}

/** /list/{listId}: one collaborative list as a tiled title list, net votes first, with votes and removal on each tile. */
export function ListPage({
  listId,
  search,
  onSearchChange,
}: {
  listId: number | null;
  search: TitleListSearch;
  onSearchChange: (search: TitleListSearch) => void;
}) {
  const { t } = useTranslation('lists');
  const signedIn = useSignedInUser();
  const request = listRequest('collaborativeList', search);
  const source = { kind: 'collaborativeList' as const, id: listId ?? 0 };
  const page = useQuery({ ...titlesPageQuery(source, request), enabled: listId !== null });
  const data = asListItems(page.data);
  const list = data?.list;
  const items = new Map(data?.items.map((item) => [item.sku, item]));
  const extras = useQuery({ ...listExtrasQuery(listId ?? 0), enabled: listId !== null && !!list });
  const commentCounts = new Map<string, number>();
  for (const comment of extras.data?.comments ?? []) commentCounts.set(comment.sku, (commentCounts.get(comment.sku) ?? 0) + 1);
  const navigate = useNavigate();
  // Votes are a member action: non-members are asked to join the list's community (visitors, to sign in) first.
  const gate = useMembershipGate((communityId) => void navigate({ to: communityHomePath(communityId) }));
  const guard = list
    ? (action: () => void) => gate({ communityId: list.communityId, communityName: list.communityName, member: list.isMember }, action)
    : undefined;
  return (
    <ScreenPage
      refreshable
      title={list?.name ?? t('lists.screens.list')}
      subtitle={
        list
          ? [list.description, t('lists.inCommunity', { name: list.communityName }), t('lists.by', { name: list.ownerName })]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
    >
      {listId === null ? (
        <p className="empty-state">{t('lists.notFound')}</p>
      ) : (
        <>
          {list && signedIn && list.isMember ? (
            <PinnedListNotice key={list.id} userId={signedIn.user.user.id} listId={list.id} name={list.name} community={list.communityName} />
          ) : null}
          {list?.isOwner ? <OwnerActions list={list} /> : null}
          {list && guard && list.isMember ? <MemberActions list={list} guard={guard} /> : null}
          <TitleList
            key={listId}
            source={source}
            view="collaborativeList"
            notFoundText={t('lists.notFound')}
            search={search}
            onSearchChange={onSearchChange}
            tileAction={(title) => {
              const item = items.get(title.sku);
              return item ? (
                <ListItemControls
                  listId={listId}
                  title={title}
                  item={item}
                  guard={guard}
                  commentCount={extras.data ? (commentCounts.get(title.sku) ?? 0) : undefined}
                />
              ) : null;
            }}
          />
        </>
      )}
    </ScreenPage>
  );
}
