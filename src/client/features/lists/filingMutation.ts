import type { QueryClient } from '@tanstack/react-query';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import { fileList as fileListRoute } from '../../../shared/contracts/routes/listExtras.ts';
import { RESOURCE_SEPARATOR } from '../../../sync/outbox/pendingChange.ts';
import i18next from '../../lib/i18n/i18n.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { listExtraResources } from '../../entities/list/extrasResources.ts';
import { filingEdit } from '../../entities/list/listEdits.ts';
import { listExtrasKeys } from '../../entities/list/queries.ts';
import { titleListKeys } from '../../entities/titleList/queryKeys.ts';
import { useFailureToast } from './mutations.ts';

/**
 * POST /api/v1/collaborativeTitleList/filing: the creator files the list's titles in a new order, shown at once and
 * sent once (through the outbox, in order with the list's other changes); the list is read again once applied.
 */
export function useFileList(list: { id: number; name: string }) {
  const fail = useFailureToast();
  return useChangeMutation<{ skus: string[] }, unknown>({
    change: ({ skus }) => ({
      ...requestLine(fileListRoute, {}),
      body: { json: { listId: list.id, skus } },
      resource: [resources.list(list.id), listExtraResources.filing(list.id)].join(RESOURCE_SEPARATOR),
      label: { key: 'changes:changes.label.listFiling', values: { name: list.name } },
    }),
    shows: ({ skus }) => shown(filingEdit, { listId: list.id, skus }),
    onApplied: async (_, __, client: QueryClient) => {
      showToast(i18next.t('lists:lists.filing.saved', { name: list.name }));
      await Promise.all([
        // Read again now, while online, though no sheet shows it: its offline copy then holds the new order.
        client.invalidateQueries({ queryKey: listExtrasKeys.filing(list.id), refetchType: 'all' }),
        client.invalidateQueries({ queryKey: titleListKeys.pages({ kind: 'collaborativeList', id: list.id }) }),
      ]);
    },
    onRefused: fail,
  });
}
