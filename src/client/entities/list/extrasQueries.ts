import { queryOptions } from '@tanstack/react-query';
import { getListAlerts as getListAlertsRoute, getListExtras as getListExtrasRoute } from '../../../shared/contracts/routes/listExtras.ts';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { listExtrasKeys } from './extrasKeys.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/listExtras.ts');

/** GET /api/v1/collaborativeTitleLists/{listId}/extras: the list's comments (oldest first) and quantities per title. */
export const listExtrasQuery = (listId: number) =>
  queryOptions({
    queryKey: listExtrasKeys.extras(listId),
    queryFn: offlineCopy(({ signal }) => callLazy(getListExtrasRoute, async () => (await endpoints()).getListExtras, { params: { listId }, signal })),
    staleTime: 30_000,
  });

/** GET /api/v1/collaborativeTitleLists/alerts/{listId}: the user's alerts of the list. */
export const listAlertsQuery = (listId: number) =>
  queryOptions({
    queryKey: listExtrasKeys.alerts(listId),
    queryFn: offlineCopy(({ signal }) => callLazy(getListAlertsRoute, async () => (await endpoints()).getListAlerts, { params: { listId }, signal })),
    staleTime: 30_000,
  });
