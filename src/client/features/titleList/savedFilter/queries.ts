import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFilter } from '../../../../shared/contracts/savedFilters.ts';
import { NEW_SAVED_FILTER_ID } from '../../../../shared/domain/savedFilterName.ts';
import type { Refinement } from '../../../../shared/domain/titleFilters.ts';
import { apiLazy } from '../../../api.ts';
import type { TitleSource } from '../queries.ts';
import { titleListKeys } from '../queryKeys.ts';
import { offlineCopy } from '../../../offline/offlineQuery.ts';

const contracts = () => import('../../../../shared/contracts/savedFilters.ts');
const titleContracts = () => import('../../../../shared/contracts/titles.ts');

/** GET /api/v1/savedFilters/filterOptions: the values of the standard filter types with title counts. */
export const filterOptionsQuery = queryOptions({
  queryKey: titleListKeys.filterOptions(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/savedFilters/filterOptions', async () => (await contracts()).filterOptionsSchema, { signal })),
  staleTime: 5 * 60_000,
});

/** GET /api/v1/affiliations/categoryFilterOptions: the category editor's values. */
export const categoryOptionsQuery = queryOptions({
  queryKey: titleListKeys.categoryOptions(),
  queryFn: offlineCopy(({ signal }) =>
    apiLazy('GET', '/api/v1/affiliations/categoryFilterOptions', async () => (await contracts()).categoryFilterOptionsSchema, { signal })),
  staleTime: 5 * 60_000,
});

/** GET /api/v1/filters/{viewId}/titles/count with refinements: how many titles a filter selects. */
export const titleCountQuery = (source: TitleSource, filters: readonly Refinement[]) =>
  queryOptions({
    queryKey: titleListKeys.count(source, filters),
    queryFn: offlineCopy(({ signal }) => {
      const query = filters.length ? `?${new URLSearchParams({ filters: JSON.stringify(filters) }).toString()}` : '';
      return apiLazy('GET', `/api/v1/filters/${source.id}/titles/count${query}`, async () => (await titleContracts()).titleCountSchema, { signal });
    }),
    staleTime: 30_000,
  });

export interface SaveFilterInput {
  /** NEW_SAVED_FILTER_ID (-1) for a new filter. */
  id: number;
  name: string;
  refinements: Refinement[];
}

/**
 * Saves a filter: a new one (id -1) by POST /api/v1/savedFilters {name, definition}, an existing one by PUT
 * {name, id, definition}. Afterwards the list of filters and the filter's titles and count are refreshed.
 */
export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, refinements }: SaveFilterInput): Promise<SavedFilter> => {
      const definition = JSON.stringify(refinements);
      const schema = async () => (await contracts()).savedFilterSchema;
      return id === NEW_SAVED_FILTER_ID
        ? apiLazy('POST', '/api/v1/savedFilters', schema, { body: { json: { name, definition } } })
        : apiLazy('PUT', '/api/v1/savedFilters', schema, { body: { json: { name, id, definition } } });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData<SavedFilter[]>(titleListKeys.savedFilters(), (list) =>
        list ? [...list.filter((f) => f.id !== saved.id), saved].sort((a, b) => a.id - b.id) : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: titleListKeys.source({ kind: 'view', id: saved.id }) }),
        queryClient.invalidateQueries({ queryKey: titleListKeys.savedFilters() }),
      ]);
    },
  });
}

/**
 * DELETE /api/v1/savedFilters {id}. `leave` moves away from the filter's screen first; then its cached titles are
 * dropped (so they cannot show again) and the list of filters is refreshed.
 */
export function useDeleteFilter(leave: (id: number) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiLazy('DELETE', '/api/v1/savedFilters', async () => (await contracts()).savedFilterIdSchema, { body: { json: { id } } }),
    onSuccess: async ({ id }) => {
      queryClient.setQueryData<SavedFilter[]>(titleListKeys.savedFilters(), (list) => list?.filter((f) => f.id !== id));
      await leave(id);
      queryClient.removeQueries({ queryKey: titleListKeys.source({ kind: 'view', id }) });
      await queryClient.invalidateQueries({ queryKey: titleListKeys.savedFilters() });
    },
  });
}
