import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollaborativeList, CreateListBody, UpdateListBody } from '../../../shared/contracts/lists.ts';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { applyVote, nextVoteState, type ListVote } from '../../../shared/domain/listVotes.ts';
import { ApiError, apiLazy, NetworkError } from '../../api.ts';
import { showToast } from '../../app/toast.ts';
import type { TitleListRequest } from '../titleList/queries.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { asListItems } from './queries.ts';
import { listKeys } from './queryKeys.ts';
import './texts.ts';

const listContracts = () => import('../../../shared/contracts/lists.ts');
const listSource = (listId: number) => ({ kind: 'collaborativeList' as const, id: listId });

/** The failure toast: the server's problem detail, else the seed's issue-with-request message. */
function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    showToast(error instanceof ApiError && error.status < 500 ? error.message : error instanceof NetworkError ? t('lists.offline') : t('lists.issue'), 'error');
}

/** POST /api/v1/collaborativeTitleList (create) or PUT (update, with the list's id). */
export function useSaveList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (body: CreateListBody | UpdateListBody) =>
      apiLazy('id' in body ? 'PUT' : 'POST', '/api/v1/collaborativeTitleList', async () => (await listContracts()).collaborativeListSchema, { body: { json: body } }),
    onSuccess: async (list, body) => {
      showToast('id' in body ? t('lists.editor.updated') : t('lists.editor.created'));
      await Promise.all([client.invalidateQueries({ queryKey: listKeys.all }), client.invalidateQueries({ queryKey: titleListKeys.source(listSource(list.id)) })]);
    },
    onError: fail,
  });
}

/** DELETE /api/v1/collaborativeTitleLists/{listId}: archives the list ('{name} has been archived ...'). */
export function useArchiveList(leave: (list: CollaborativeList) => Promise<void>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (list: CollaborativeList) => apiLazy('DELETE', `/api/v1/collaborativeTitleLists/${list.id}`, async () => (await listContracts()).archivedListSchema),
    onSuccess: async (archived, list) => {
      showToast(t('lists.archived', { name: archived.name }));
      await leave(list);
      client.removeQueries({ queryKey: titleListKeys.source(listSource(list.id)) });
      void client.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: fail,
  });
}

/** POST /api/v1/collaborativeTitleLists/{listId}/items/add: the answer says which were added and which were already there. */
export function useAddToList() {
  const client = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: ({ listId, skus }: { listId: number; skus: string[] }) =>
      apiLazy('POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, async () => (await listContracts()).addItemsResultSchema, {
        body: { json: skus.map((sku) => ({ listId, sku })) },
      }),
    onSuccess: async (_, { listId, skus }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: listKeys.all }),
        client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) }),
        ...skus.slice(0, 20).map((sku) => client.invalidateQueries({ queryKey: listKeys.withTitle(sku) })),
      ]);
    },
    onError: fail,
  });
}

/**
 * POST /api/v1/votes: toggles the user's vote on an item. The page shows the new state and net votes at once; the
 * list is then read again, since net votes order it.
 */
export function useVote(listId: number, request: TitleListRequest) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fail = useFailureToast();
  const pageKey = titleListKeys.page(listSource(listId), request);
  return useMutation({
    mutationFn: ({ sku, vote }: { sku: string; vote: ListVote }) =>
      apiLazy('POST', '/api/v1/votes', async () => (await listContracts()).voteResultSchema, { body: { json: { listId, sku, vote } } }),
    onMutate: ({ sku, vote }) => {
      const before = client.getQueryData<FilteredTitles>(pageKey);
      const page = asListItems(before);
      if (page) {
        const items = page.items.map((item) => {
          if (item.sku !== sku) return item;
          const state = nextVoteState(item.state, vote);
          return { ...item, ...applyVote(item, item.state, state), state };
        });
        client.setQueryData(pageKey, { ...page, items });
      }
      return { before };
    },
    onSuccess: (result) => {
      showToast(result.state === 'notSet' ? t('lists.item.voteRemoved') : t('lists.item.voteRecorded'));
      return client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) });
    },
    onError: (error, _, context) => {
      if (context?.before) client.setQueryData(pageKey, context.before);
      fail(error);
    },
  });
}

/** DELETE /api/v1/collaborativeTitleLists/{listId}/items/{sku}. */
export function useRemoveFromList(listId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (sku: string) =>
      apiLazy('DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${encodeURIComponent(sku)}`, async () => (await listContracts()).removedItemSchema),
    onSuccess: async (_, sku) => {
      showToast(t('lists.item.removed'));
      await Promise.all([
        client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) }),
        client.invalidateQueries({ queryKey: listKeys.all }),
        client.invalidateQueries({ queryKey: listKeys.withTitle(sku) }),
      ]);
    },
    onError: fail,
  });
}
