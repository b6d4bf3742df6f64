import { queryOptions } from '@tanstack/react-query';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import type { Buzz, ListItems } from '../../../shared/contracts/lists.ts';

import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { listKeys } from './queryKeys.ts';
import { getCommunityLists as getCommunityListsRoute, getListsWithTitle as getListsWithTitleRoute } from '../../../shared/contracts/routes/lists.ts';
import { callLazy } from '../../lib/api.ts';
import { getListAlerts as getListAlertsRoute, getListExtras as getListExtrasRoute } from '../../../shared/contracts/routes/listExtras.ts';

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

/**
 * Query keys of a list's comments, quantities and alerts. Apart from listKeys (queryKeys.ts, which the first routes
 * load): these load with the list page. Not under listKeys.all either, whose edits see arrays of lists.
 */
export const listExtrasKeys = {
  /** GET /api/v1/collaborativeTitleLists/{listId}/extras: a list's comments and quantities. */
  extras: (listId: number) => ['listExtras', listId] as const,
  /** Every title of a list in its filing order (the File titles sheet). */
  filing: (listId: number) => ['listFiling', listId] as const,
  /** GET /api/v1/collaborativeTitleLists/alerts/{listId}: the user's alerts of a list. */
  alerts: (listId: number) => ['listAlerts', listId] as const,
};

const extraEndpoints = () => import('../../../shared/contracts/endpoints/listExtras.ts');

/** GET /api/v1/collaborativeTitleLists/{listId}/extras: the list's comments (oldest first) and quantities per title. */
export const listExtrasQuery = (listId: number) =>
  queryOptions({
    queryKey: listExtrasKeys.extras(listId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getListExtrasRoute, async () => (await extraEndpoints()).getListExtras, { params: { listId }, signal }),
    ),
    staleTime: 30_000,
  });

/** GET /api/v1/collaborativeTitleLists/alerts/{listId}: the user's alerts of the list. */
export const listAlertsQuery = (listId: number) =>
  queryOptions({
    queryKey: listExtrasKeys.alerts(listId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getListAlertsRoute, async () => (await extraEndpoints()).getListAlerts, { params: { listId }, signal }),
    ),
    staleTime: 30_000,
  });
