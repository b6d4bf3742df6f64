import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { AddItemsResult, CollaborativeList, CreateListBody, UpdateListBody, VoteResult } from '../../../shared/contracts/lists.ts';
import { nextVoteState, type ListVote, type ListVoteState } from '../../../shared/domain/listVotes.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { toastQueued, useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { titleName, titlesValues } from '../../entities/title/titleName.ts';
import { titleListKeys } from '../../entities/titleList/queryKeys.ts';
import { listKeys } from '../../entities/list/queryKeys.ts';
import { listArchiveEdit, listSaveEdit, listSource, voteEdit } from '../../entities/list/listEdits.ts';
import { pathOf, requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  addListItems as addListItemsRoute,
  archiveList as archiveListRoute,
  createList as createListRoute,
  removeListItem as removeListItemRoute,
  vote as voteRoute,
} from '../../../shared/contracts/routes/lists.ts';

const listContracts = () => import('../../../shared/contracts/lists.ts');

/** The failure toast: the server's problem detail, else the seed's issue-with-request message. */
export function useFailureToast() {
  const { t } = useTranslation('lists');
  return (error: unknown) =>
    showToast(
      error instanceof ApiError && error.status < 500 ? error.message : error instanceof NetworkError ? t('lists.offline') : t('lists.issue'),
      'error',
    );
}

/** Refetches the lists and a list's pages (resolves when done). */
const invalidateLists = (client: QueryClient, listId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: listKeys.all }),
    client.invalidateQueries({ queryKey: titleListKeys.source(listSource(listId)) }),
  ]);

/**
 * POST /api/v1/collaborativeTitleList (create) or PUT (update, with the list's id), through the outbox. Offline an
 * update shows at once; a new list needs the server's id, so it appears once sent.
 */
export function useSaveList() {
  const { t } = useTranslation('lists');
  const fail = useFailureToast();
  return useChangeMutation<CreateListBody | UpdateListBody, CollaborativeList>({
    change: (body) => ({
      method: 'id' in body ? 'PUT' : 'POST',
      path: pathOf(createListRoute, {}),
      body: { json: body },
      resource: 'id' in body ? resources.list(body.id) : resources.lists,
      label: { key: 'id' in body ? 'changes:changes.label.listSave' : 'changes:changes.label.listCreate', values: { name: body.name } },
    }),
    contract: async () => (await listContracts()).collaborativeListSchema,
    shows: (body) => ('id' in body ? shown(listSaveEdit, body) : undefined),
    onApplied: async (list, body, client) => {
      showToast('id' in body ? t('lists.editor.updated') : t('lists.editor.created'));
      await invalidateLists(client, list.id);
    },
    onRefused: fail,
  });
}

/**
 * DELETE /api/v1/collaborativeTitleLists/{listId} through the outbox: archives the list ('{name} has been archived
 * ...'). `leave` moves off the list first; offline the list leaves the lists at once.
 */
export function useArchiveList(leave: (list: CollaborativeList) => Promise<void>) {
  const { t } = useTranslation('lists');
  const fail = useFailureToast();
  const forget = async (client: QueryClient, list: CollaborativeList) => {
    await leave(list);
    client.removeQueries({ queryKey: titleListKeys.source(listSource(list.id)) });
  };
  return useChangeMutation<CollaborativeList, { name: string }>({
    change: (list) => ({
      ...requestLine(archiveListRoute, { listId: list.id }),
      resource: resources.list(list.id),
      label: { key: 'changes:changes.label.listArchive', values: { name: list.name } },
    }),
    contract: async () => (await listContracts()).archivedListSchema,
    shows: ({ id }) => shown(listArchiveEdit, { id }),
    onApplied: async (archived, list, client) => {
      showToast(t('lists.archived', { name: archived.name }));
      await forget(client, list);
      void client.invalidateQueries({ queryKey: listKeys.all });
    },
    onQueued: (list, client) => {
      toastQueued();
      void forget(client, list);
    },
    onRefused: fail,
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
      ...requestLine(addListItemsRoute, { listId }),
      body: { json: skus.map((sku) => ({ listId, sku })) },
      resource: resources.list(listId),
      label: { key: 'changes:changes.label.listAdd', values: titlesValues(client, skus) },
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
  const { t } = useTranslation('lists');
  const fail = useFailureToast();
  return useChangeMutation<{ sku: string; vote: ListVote; from: ListVoteState }, VoteResult>({
    change: (variables, client) => ({
      ...requestLine(voteRoute, {}),
      body: { json: { listId, sku: variables.sku, vote: variables.vote } },
      resource: resources.list(listId),
      label: {
        key: variables.vote === 'upVote' ? 'changes:changes.label.listVoteUp' : 'changes:changes.label.listVoteDown',
        values: { title: titleName(client, variables.sku) },
      },
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
  const { t } = useTranslation('lists');
  const fail = useFailureToast();
  return useChangeMutation<string, unknown>({
    change: (sku, client) => ({
      ...requestLine(removeListItemRoute, { listId, sku }),
      resource: resources.list(listId),
      label: { key: 'changes:changes.label.listRemove', values: { title: titleName(client, sku) } },
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
