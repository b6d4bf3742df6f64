import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import { ALL_SORT_KEYS, type SortDirection, type SortKey } from '../../../shared/domain/titleSort.ts';

/**
 * The URL search params of a title list (so reload and back keep them): q, page, sort, order and filters (refinements,
 * JSON in the URL). Checked by hand, without zod, because route search validation runs in the entry chunk.
 */
export interface TitleListSearch {
  q?: string;
  page?: number;
  sort?: SortKey;
  order?: SortDirection;
  filters?: Refinement[];
}

function checkRefinements(value: unknown): Refinement[] | null {
  if (!Array.isArray(value) || value.length > 200) return null;
  const ok = value.every(
    (r: unknown) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as Refinement).browseLaneType === 'string' &&
      typeof (r as Refinement).code === 'string' &&
      typeof (r as Refinement).isExclusion === 'boolean',
  );
  return ok ? (value as Refinement[]).map(({ browseLaneType, code, isExclusion }) => ({ browseLaneType, code, isExclusion })) : null;
}

export function validateTitleListSearch(search: Record<string, unknown>): TitleListSearch {
  const result: TitleListSearch = {};
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.trim().slice(0, 200);
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  if (typeof search.sort === 'string' && (ALL_SORT_KEYS as readonly string[]).includes(search.sort)) result.sort = search.sort as SortKey;
  if (search.order === 'asc' || search.order === 'desc') result.order = search.order;
  const filters = checkRefinements(search.filters);
  if (filters?.length) result.filters = filters;
  return result;
}
