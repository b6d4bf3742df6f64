import { queryOptions } from '@tanstack/react-query';

import { stacksKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { getShelves as getShelvesRoute } from '../../../shared/contracts/routes/shelves.ts';
import { callLazy } from '../../lib/api.ts';
import {
  getCollections as getCollectionsRoute,
  getCollectionsOfTitle as getCollectionsOfTitleRoute,
} from '../../../shared/contracts/routes/collections.ts';

/** GET /api/v1/me/shelves: the caller's shelf items. */
export const shelvesQuery = queryOptions({
  queryKey: stacksKeys.shelves(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getShelvesRoute, async () => (await import('../../../shared/contracts/endpoints/shelves.ts')).getShelves, { signal }),
  ),
});

/** GET /api/v1/me/collections: the caller's collections, by name. */
export const collectionsQuery = queryOptions({
  queryKey: stacksKeys.collectionList(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getCollectionsRoute, async () => (await import('../../../shared/contracts/endpoints/collections.ts')).getCollections, { signal }),
  ),
});

/** GET /api/v1/me/collections/title/{sku}: the caller's collections holding one title. */
export const titleCollectionsQuery = (sku: string) =>
  queryOptions({
    queryKey: stacksKeys.titleCollections(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCollectionsOfTitleRoute, async () => (await import('../../../shared/contracts/endpoints/collections.ts')).getCollectionsOfTitle, {
        params: { sku },
        signal,
      }),
    ),
  });
