import { queryOptions } from '@tanstack/react-query';
import { apiLazy } from '../../lib/api.ts';
import { stacksKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

const shelfContracts = () => import('../../../shared/contracts/shelves.ts');
const collectionContracts = () => import('../../../shared/contracts/collections.ts');

/** GET /api/v1/me/shelves: the caller's shelf items. */
export const shelvesQuery = queryOptions({
  queryKey: stacksKeys.shelves(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/me/shelves', async () => (await shelfContracts()).shelfItemListSchema, { signal })),
});

/** GET /api/v1/me/collections: the caller's collections, by name. */
export const collectionsQuery = queryOptions({
  queryKey: stacksKeys.collectionList(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/me/collections', async () => (await collectionContracts()).collectionListSchema, { signal })),
});

/** GET /api/v1/me/collections/title/{sku}: the caller's collections holding one title. */
export const titleCollectionsQuery = (sku: string) =>
  queryOptions({
    queryKey: stacksKeys.titleCollections(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/v1/me/collections/title/${encodeURIComponent(sku)}`, async () => (await collectionContracts()).collectionListSchema, {
        signal,
      })),
  });
