import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import type { TitleListRequest, TitleSource } from './queries.ts';

/** Query keys of the title lists. */
export const titleListKeys = {
  all: ['titleList'] as const,
  source: (source: TitleSource) => [...titleListKeys.all, source.kind, source.id] as const,
  /** Every page of a source, whatever its sort and filters. */
  pages: (source: TitleSource) => [...titleListKeys.source(source), 'page'] as const,
  page: (source: TitleSource, request: TitleListRequest) => [...titleListKeys.pages(source), request] as const,
  /** The filter drawer's sections and counts for the list's text search. */
  facets: (source: TitleSource, q: string) => [...titleListKeys.source(source), 'facets', q] as const,
  catalog: (catalogId: number) => [...titleListKeys.all, 'catalogDetail', catalogId] as const,
  savedFilters: () => [...titleListKeys.all, 'savedFilters'] as const,
  /** The saved-filter editors' option lists (filterOptions, categoryFilterOptions). */
  filterOptions: () => [...titleListKeys.all, 'filterOptions'] as const,
  categoryOptions: () => [...titleListKeys.all, 'categoryOptions'] as const,
  /** GET /api/v1/filters/{viewId}/titles/count for refinements. */
  count: (source: TitleSource, filters: readonly Refinement[]) => [...titleListKeys.source(source), 'count', filters] as const,
};
