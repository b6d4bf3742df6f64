import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { fetchActionTitles } from '../../entities/titleList/actionTitles.ts';
import type { TitleListRequest, TitleSource } from '../../entities/titleList/queries.ts';
import { exportKeys } from './queryKeys.ts';

/** The titles an export acts on: the selected ones, or every title of the list (its search and filters) when none are. */
export const exportTitlesQuery = (source: TitleSource, request: TitleListRequest, selected: readonly string[]) =>
  queryOptions({
    queryKey: exportKeys.titles(source, request, selected),
    queryFn: ({ signal }) => fetchActionTitles(source, request, selected, signal),
    staleTime: 30_000,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
