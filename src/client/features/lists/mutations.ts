import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddItemsResult, CollaborativeList, CreateListBody, UpdateListBody, VoteResult } from '../../../shared/contracts/lists.ts';
import { nextVoteState, type ListVote, type ListVoteState } from '../../../shared/domain/listVotes.ts';
import { ApiError, apiLazy, NetworkError } from '../../api.ts';
import { showToast } from '../../app/toast.ts';
import { shown } from '../../offline/optimistic.ts';
import { resources } from '../../offline/resources.ts';
import { useChangeMutation } from '../../offline/useChangeMutation.ts';
import { titleName, titlesValues } from '../titles/titleName.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { listKeys } from './queryKeys.ts';
import { listSource, voteEdit } from './voteEdits.ts';
import './texts.ts';

const listContracts = () => import('../../../shared/contracts/lists.ts');

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

/**
 * POST /api/v1/collaborativeTitleLists/{listId}/items/add (through the outbox): the answer says which were added and
 * which were already there.
 */
export function useAddToList() {
  const fail = useFailureToast();
  return useChangeMutation<{ listId: number; skus: string[] }, AddItemsResult>({
    change: ({ listId, skus }, client) => ({
      method: 'POST',
      path: `/api/v1/collaborativeTitleLists/${listId}/items/add`,
      body: { json: skus.map((sku) => ({ listId, sku })) },
      resource: resources.list(listId),
      label: { key: 'changes.label.listAdd', values: titlesValues(client, skus) },
    }),
    contract: async () => (await listContracts()).addItemsResultSchema,
    onSettled: ({ listId, skus }, client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: listKeys.all }),
        client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) }),
        ...skus.slice(0, 20).map((sku) => client.invalidateQueries({ queryKey: listKeys.withTitle(sku) })),
      ]),
    onRefused: fail,
  });
}

/**
 * POST /api/v1/votes (through the outbox): toggles the user's vote on an item, whose state was `from` when the user
 * voted. Every page of the list shows the new state and net votes at once; the list is then read again, since net
 * votes order it.
 */
export function useVote(listId: number) {
  const { t } = useTranslation();
  const fail = useFailureToast();
  return useChangeMutation<{ sku: string; vote: ListVote; from: ListVoteState }, VoteResult>({
    change: (variables, client) => ({
      method: 'POST',
      path: '/api/v1/votes',
      body: { json: { listId, sku: variables.sku, vote: variables.vote } },
      resource: resources.list(listId),
      label: { key: variables.vote === 'upVote' ? 'changes.label.listVoteUp' : 'changes.label.listVoteDown', values: { title: titleName(client, variables.sku) } },
    }),
    contract: async () => (await listContracts()).voteResultSchema,
    shows: ({ sku, vote, from }) => shown(voteEdit, { listId, sku, state: nextVoteState(from, vote) }),
    onApplied: (result, _, client) => {
      showToast(result.state === 'notSet' ? t('lists.item.voteRemoved') : t('lists.item.voteRecorded'));
      return client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) });
    },
    onRefused: fail,
  });
}

/** DELETE /api/v1/collaborativeTitleLists/{listId}/items/{sku} (through the outbox). */
export function useRemoveFromList(listId: number) {
  const { t } = useTranslation();
  const fail = useFailureToast();
  return useChangeMutation<string, unknown>({
    change: (sku, client) => ({
      method: 'DELETE',
      path: `/api/v1/collaborativeTitleLists/${listId}/items/${encodeURIComponent(sku)}`,
      resource: resources.list(listId),
      label: { key: 'changes.label.listRemove', values: { title: titleName(client, sku) } },
    }),
    contract: async () => (await listContracts()).removedItemSchema,
    onApplied: () => showToast(t('lists.item.removed')),
    onSettled: (sku, client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) }),
        client.invalidateQueries({ queryKey: listKeys.all }),
        client.invalidateQueries({ queryKey: listKeys.withTitle(sku) }),
      ]),
    onRefused: fail,
  });
}
