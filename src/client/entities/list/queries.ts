import { queryOptions } from '@tanstack/react-query';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import type { Buzz, ListItems } from '../../../shared/contracts/lists.ts';

import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { listKeys } from './queryKeys.ts';
import { getCommunityLists as getCommunityListsRoute, getListsWithTitle as getListsWithTitleRoute } from '../../../shared/contracts/routes/lists.ts';
import { callLazy } from '../../lib/api.ts';

/** GET /api/v1/collaborativeTitleLists/{communityId}: a community's lists, or with 0 the lists of all the user's communities. */
export const listsQuery = (communityId: number) =>
  queryOptions({
    queryKey: listKeys.lists(communityId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCommunityListsRoute, async () => (await import('../../../shared/contracts/endpoints/lists.ts')).getCommunityLists, {
        params: { communityId },
        signal,
      }),
    ),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status < 500),
  });

/** GET /api/v1/collaborativeTitleLists/titles/{sku}: the user's lists holding a title. */
export const listsWithTitleQuery = (sku: string) =>
  queryOptions({
    queryKey: listKeys.withTitle(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getListsWithTitleRoute, async () => (await import('../../../shared/contracts/endpoints/lists.ts')).getListsWithTitle, {
        params: { sku },
        signal,
      }),
    ),
    staleTime: 30_000,
  });

/** A collaborative list's page as the title list fetched it (its items and the list). */
export function asListItems(page: FilteredTitles | undefined): ListItems | undefined {
  return page && 'items' in page ? (page as ListItems) : undefined;
}

/** A buzz page as the title list fetched it (each title's reviews). */
export function asBuzz(page: FilteredTitles | undefined): Buzz | undefined {
  return page && 'titles' in page ? (page as Buzz) : undefined;
}
