import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SavedFilter } from '../../../shared/contracts/savedFilters.ts';
import { NEW_SAVED_FILTER_ID } from '../../../shared/domain/savedFilterName.ts';
import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import { edit, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { toastQueued, useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import type { TitleSource } from '../titleList/queries.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import {
  deleteSavedFilter as deleteSavedFilterRoute,
  getCategoryFilterOptions as getCategoryFilterOptionsRoute,
  getFilterOptions as getFilterOptionsRoute,
  getSavedFilters as getSavedFiltersRoute,
} from '../../../shared/contracts/routes/savedFilters.ts';
import { callLazy } from '../../lib/api.ts';
import { getFilterTitleCount as getFilterTitleCountRoute } from '../../../shared/contracts/routes/titles.ts';
import { pathOf, requestLine } from '../../../shared/contracts/endpoint.ts';

const contracts = () => import('../../../shared/contracts/savedFilters.ts');

/** GET /api/v1/savedFilters/filterOptions: the values of the standard filter types with title counts. */
export const filterOptionsQuery = queryOptions({
  queryKey: titleListKeys.filterOptions(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getFilterOptionsRoute, async () => (await import('../../../shared/contracts/endpoints/savedFilters.ts')).getFilterOptions, { signal }),
  ),
  staleTime: 5 * 60_000,
});

/** GET /api/v1/affiliations/categoryFilterOptions: the category editor's values. */
export const categoryOptionsQuery = queryOptions({
  queryKey: titleListKeys.categoryOptions(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(
      getCategoryFilterOptionsRoute,
      async () => (await import('../../../shared/contracts/endpoints/savedFilters.ts')).getCategoryFilterOptions,
      { signal },
    ),
  ),
  staleTime: 5 * 60_000,
});

/** GET /api/v1/filters/{viewId}/titles/count with refinements: how many titles a filter selects. */
export const titleCountQuery = (source: TitleSource, filters: readonly Refinement[]) =>
  queryOptions({
    queryKey: titleListKeys.count(source, filters),
    queryFn: offlineCopy(({ signal }) => {
      const query = filters.length ? { filters: JSON.stringify(filters) } : undefined;
      return callLazy(getFilterTitleCountRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).getFilterTitleCount, {
        params: { viewId: source.id },
        query,
        signal,
      });
    }),
    staleTime: 30_000,
  });

export interface SaveFilterInput {
  /** NEW_SAVED_FILTER_ID (-1) for a new filter. */
  id: number;
  name: string;
  refinements: Refinement[];
}

export const savedFilterEdit: ReplayableEdit<{ id: number; name: string; definition: string }> = {
  kind: 'savedFilter',
  edits: (_, { id, name, definition }) => [
    edit<SavedFilter[]>(titleListKeys.savedFilters(), (list) => list.map((f) => (f.id === id ? { ...f, name, definition } : f))),
  ],
};

export const savedFilterDeleteEdit: ReplayableEdit<number> = {
  kind: 'savedFilterDelete',
  edits: (_, id) => [edit<SavedFilter[]>(titleListKeys.savedFilters(), (list) => list.filter((f) => f.id !== id))],
};

const savedFilterResource = (id: number) => (id === NEW_SAVED_FILTER_ID ? resources.savedFilters : resources.savedFilter(id));

/**
 * Saves a filter: a new one (id -1) by POST /api/v1/savedFilters {name, definition}, an existing one by PUT
 * {name, id, definition}. Afterwards the list of filters and the filter's titles and count are refreshed. A new
 * filter needs the server's id: offline it is queued (no optimistic entry) and appears once sent; an edit shows
 * its new name at once.
 */
export function useSaveFilter() {
  return useChangeMutation<SaveFilterInput, SavedFilter>({
    change: ({ id, name, refinements }) => {
      const definition = JSON.stringify(refinements);
      const isNew = id === NEW_SAVED_FILTER_ID;
      return {
        method: isNew ? 'POST' : 'PUT',
        path: pathOf(getSavedFiltersRoute, {}),
        body: { json: isNew ? { name, definition } : { name, id, definition } },
        resource: savedFilterResource(id),
        label: { key: isNew ? 'changes:changes.label.savedFilterCreate' : 'changes:changes.label.savedFilterSave', values: { name } },
      };
    },
    contract: async () => (await contracts()).savedFilterSchema,
    // A new filter needs the server's id: it shows once sent.
    shows: ({ id, name, refinements }) =>
      id === NEW_SAVED_FILTER_ID ? undefined : shown(savedFilterEdit, { id, name, definition: JSON.stringify(refinements) }),
    onApplied: async (saved, _, client) => {
      client.setQueryData<SavedFilter[]>(titleListKeys.savedFilters(), (list) =>
        list ? [...list.filter((f) => f.id !== saved.id), saved].sort((a, b) => a.id - b.id) : list,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: titleListKeys.source({ kind: 'view', id: saved.id }) }),
        client.invalidateQueries({ queryKey: titleListKeys.savedFilters() }),
      ]);
    },
  });
}

/**
 * DELETE /api/v1/savedFilters {id}. `leave` moves away from the filter's screen first; then its cached titles are
 * dropped (so they cannot show again) and the list of filters is refreshed (online; offline the filter leaves the
 * list at once and the change is queued).
 */
export function useDeleteFilter(leave: (id: number) => Promise<void>) {
  const forget = async (client: QueryClient, id: number) => {
    await leave(id);
    client.removeQueries({ queryKey: titleListKeys.source({ kind: 'view', id }) });
  };
  return useChangeMutation<number, unknown>({
    change: (id) => ({
      ...requestLine(deleteSavedFilterRoute, {}),
      body: { json: { id } },
      resource: savedFilterResource(id),
      label: { key: 'changes:changes.label.savedFilterDelete' },
    }),
    shows: (id) => shown(savedFilterDeleteEdit, id),
    onApplied: async (_, id, client) => {
      await forget(client, id);
      await client.invalidateQueries({ queryKey: titleListKeys.savedFilters() });
    },
    onQueued: (id, client) => {
      toastQueued();
      void forget(client, id);
    },
  });
}
