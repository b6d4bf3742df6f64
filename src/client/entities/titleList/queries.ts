import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import { DEFAULT_SORT, type SortDirection, type SortKey, type TitleView } from '../../../shared/domain/titleSort.ts';
import { apiLazy } from '../../lib/api.ts';
import type { TitleListSearch } from './listSearch.ts';
import { titleListKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { getCatalog as getCatalogRoute, getCatalogFacets, getCatalogTitles } from '../../../shared/contracts/routes/catalogs.ts';
import { getReviewCopies, getReviewCopyFacets } from '../../../shared/contracts/routes/reviewCopies.ts';
import { getBuzz, getBuzzFacets, getListFacets, getListItems } from '../../../shared/contracts/routes/lists.ts';
import { getFilterFacets, getFilterTitles } from '../../../shared/contracts/routes/titles.ts';
import { getSavedFilters as getSavedFiltersRoute } from '../../../shared/contracts/routes/savedFilters.ts';
import { callLazy } from '../../lib/api.ts';

const titleContracts = () => import('../../../shared/contracts/titles.ts');
const listContracts = () => import('../../../shared/contracts/lists.ts');

/**
 * Where a list's titles come from: a filter view (0 every title, a saved filter id), a catalogue, a community's review
 * copies, a collaborative list, or a community's buzz (0: all the user's communities).
 */
export type TitleSource =
  | { kind: 'view'; id: number }
  | { kind: 'catalog'; id: number }
  | { kind: 'reviewCopies'; id: number }
  | { kind: 'collaborativeList'; id: number }
  | { kind: 'buzz'; id: number };

export const PAGE_SIZE = 20;

/** One page of a list as the URL describes it. */
export interface TitleListRequest {
  page: number;
  q: string;
  sort: SortKey;
  order: SortDirection;
  filters: Refinement[];
}

/** The page a view's URL asks for, with the view's default sort where the URL names none. */
export function listRequest(view: TitleView, search: TitleListSearch): TitleListRequest {
  return {
    page: search.page ?? 1,
    q: search.q ?? '',
    sort: search.sort ?? DEFAULT_SORT[view].key,
    order: search.order ?? DEFAULT_SORT[view].direction,
    filters: search.filters ?? [],
  };
}

/** A page's URL (the source's titles route); a collaborative list's answer includes the list. */
function pageUrl(source: TitleSource, query: string): string {
  if (source.kind === 'catalog') return pathOf(getCatalogTitles, { id: source.id }, query);
  if (source.kind === 'reviewCopies') return pathOf(getReviewCopies, { communityId: source.id, id: 0 }, query);
  if (source.kind === 'collaborativeList') return pathOf(getListItems, { communityId: 0, listId: source.id }, `include=list&${query}`);
  if (source.kind === 'buzz') return pathOf(getBuzz, { communityId: source.id }, query);
  return pathOf(getFilterTitles, { viewId: source.id }, query);
}

/** The URL of the source's facets for a text search. */
function facetsUrl(source: TitleSource, query: { q: string } | undefined): string {
  if (source.kind === 'catalog') return pathOf(getCatalogFacets, { id: source.id }, query);
  if (source.kind === 'reviewCopies') return pathOf(getReviewCopyFacets, { communityId: source.id, id: 0 }, query);
  if (source.kind === 'collaborativeList') return pathOf(getListFacets, { communityId: 0, listId: source.id }, query);
  if (source.kind === 'buzz') return pathOf(getBuzzFacets, { communityId: source.id }, query);
  return pathOf(getFilterFacets, { viewId: source.id }, query);
}

/** The answer's contract: the filtered-titles answer, with list items (collaborative lists) or reviews (buzz). */
async function pageSchema(source: TitleSource) {
  if (source.kind === 'collaborativeList') return (await listContracts()).listItemsSchema;
  if (source.kind === 'buzz') return (await listContracts()).buzzSchema;
  return (await titleContracts()).filteredTitlesSchema;
}

function queryString(request: Partial<TitleListRequest>, pageSize: number): string {
  const params = new URLSearchParams({ page: String(request.page ?? 1), pageSize: String(pageSize) });
  if (request.q) params.set('q', request.q);
  if (request.sort) params.set('sort', request.sort);
  if (request.order) params.set('order', request.order);
  if (request.filters?.length) params.set('filters', JSON.stringify(request.filters));
  return params.toString();
}

export function fetchTitles(
  source: TitleSource,
  request: Partial<TitleListRequest>,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FilteredTitles> {
  return apiLazy('GET', pageUrl(source, queryString(request, pageSize)), () => pageSchema(source), { signal });
}

/** GET /api/v1/filters/{viewId}/titles, /api/v1/catalogs/{id}/titles or a community's review copies: one page of 20. */
export const titlesPageQuery = (source: TitleSource, request: TitleListRequest) =>
  queryOptions({
    queryKey: titleListKeys.page(source, request),
    queryFn: offlineCopy(({ signal }) => fetchTitles(source, request, PAGE_SIZE, signal)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status < 500),
  });

/**
 * GET /api/v1/filters/{viewId}/titles/facets or /api/v1/catalogs/{id}/titles/facets: the filter drawer's sections
 * and counts for the list's text search (without the drawer's filters), counted by the server.
 */
export const titleFacetsQuery = (source: TitleSource, q: string) =>
  queryOptions({
    queryKey: titleListKeys.facets(source, q),
    queryFn: offlineCopy(({ signal }) => {
      return apiLazy('GET', facetsUrl(source, q ? { q } : undefined), async () => (await titleContracts()).titleFacetsSchema, { signal });
    }),
    staleTime: 60_000,
  });

/** GET /api/v1/savedFilters: the caller's saved filters (names for the saved filter screen). */
export const savedFiltersQuery = queryOptions({
  queryKey: titleListKeys.savedFilters(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getSavedFiltersRoute, async () => (await import('../../../shared/contracts/endpoints/savedFilters.ts')).getSavedFilters, { signal }),
  ),
  staleTime: 60_000,
});

/** GET /api/v1/catalogs/{id}: the catalogue's name for the screen's heading (404 for an unknown or foreign id). */
export const catalogQuery = (catalogId: number) =>
  queryOptions({
    queryKey: titleListKeys.catalog(catalogId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCatalogRoute, async () => (await import('../../../shared/contracts/endpoints/catalogs.ts')).getCatalog, {
        params: { id: catalogId },
        signal,
      }),
    ),
    staleTime: 60_000,
    retry: false,
  });

/** A positive integer id from a path segment, or null. */
export function parseId(value: string, min = 1): number | null {
  const n = Number(value);
  return /^\d{1,10}$/.test(value) && Number.isSafeInteger(n) && n >= min && n <= 2_147_483_647 ? n : null;
}
