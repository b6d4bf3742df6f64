import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { TFunction } from 'i18next';
import type { Catalog } from '../../../shared/contracts/catalogs.ts';
import type { Collection } from '../../../shared/contracts/collections.ts';
import type { ShelfItem } from '../../../shared/contracts/shelves.ts';
import { CLEAR_SHELF } from '../../../shared/domain/shelves.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import {
  collectionAddEdit,
  collectionDeleteEdit,
  collectionRemoveEdit,
  collectionRenameEdit,
  shelfMoveEdit,
  type CollectionTitlesChange,
  type ShelfMove,
} from '../../entities/shelf/shelfEdits.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { titleListKeys } from '../../entities/titleList/queryKeys.ts';
import { titlesValues } from '../../entities/title/titleName.ts';
import { stacksKeys } from '../../entities/shelf/queryKeys.ts';
import { putOnShelf as putOnShelfRoute } from '../../../shared/contracts/routes/shelves.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  addToCollection as addToCollectionRoute,
  createCollection as createCollectionRoute,
  removeFromCollection as removeFromCollectionRoute,
} from '../../../shared/contracts/routes/collections.ts';
import {
  deleteCatalog as deleteCatalogRoute,
  removeCatalogTitles as removeCatalogTitlesRoute,
  renameCatalog as renameCatalogRoute,
} from '../../../shared/contracts/routes/catalogs.ts';

const shelfContracts = () => import('../../../shared/contracts/shelves.ts');
const collectionContracts = () => import('../../../shared/contracts/collections.ts');
const catalogContracts = () => import('../../../shared/contracts/catalogs.ts');

/** An error toast saying why a change failed (the server's problem detail, or offline). */
export function toastFailure(t: TFunction, error: unknown) {
  const reason = error instanceof NetworkError ? t('stacks.offline') : error instanceof ApiError ? error.message : t('stacks.unknownError');
  showToast(t('stacks.changeFailed', { reason }), 'error');
}

/** Refetches everything showing a collection's contents or the collections list (resolves when done). */
function invalidateCollection(client: QueryClient, catalogId?: number) {
  const keys = [
    stacksKeys.collections(),
    ...(catalogId === undefined ? [] : [titleListKeys.catalog(catalogId), titleListKeys.source({ kind: 'catalog', id: catalogId })]),
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** POST /api/v1/me/shelves/{shelf}: puts titles on a shelf (moving them off any other), or Clear takes them off. */
export function useSetShelf() {
  const { t } = useTranslation(['stacks', 'common']);
  return useChangeMutation<ShelfMove, ShelfItem[]>({
    change: ({ shelf, skus }, client) => ({
      ...requestLine(putOnShelfRoute, { shelf }),
      body: { json: skus.map((sku) => ({ sku })) },
      resource: resources.shelfMove(skus),
      // A move sets the titles' shelf: of several moves of a title made offline, only the last is sent.
      supersedes: true,
      label: {
        key: shelf === CLEAR_SHELF ? 'changes:changes.label.shelfClear' : 'changes:changes.label.shelf',
        values: { ...titlesValues(client, skus), shelf: t(`stacks.shelves.${shelf}`) },
      },
    }),
    contract: async () => (await shelfContracts()).shelfItemListSchema,
    shows: ({ shelf, skus }) => shown(shelfMoveEdit, { shelf, skus }),
    onApplied: (items, { shelf, skus }, client) => {
      client.setQueryData(stacksKeys.shelves(), items);
      showToast(
        shelf === 'Clear'
          ? t('stacks.shelf.cleared', { count: skus.length })
          : t('stacks.shelf.moved', { count: skus.length, shelf: t(`stacks.shelves.${shelf}`) }),
      );
    },
    onRefused: (error) => toastFailure(t, error),
  });
}

/**
 * PUT /api/v1/me/collections: a new collection {type 2, name URL-encoded, products}. It needs the server's id, so
 * there is no optimistic entry: offline it is queued and appears in the lists once sent.
 */
export function useCreateCollection() {
  const { t } = useTranslation(['stacks', 'common']);
  return useChangeMutation<{ name: string; skus: string[] }, Collection>({
    change: ({ name, skus }) => ({
      ...requestLine(createCollectionRoute, {}),
      body: { json: { type: 2, name: encodeURIComponent(name), products: skus.map((sku) => ({ sku })) } },
      resource: resources.collections,
      label: { key: 'changes:changes.label.collectionCreate', values: { name } },
    }),
    contract: async () => (await collectionContracts()).collectionSchema,
    onApplied: async (created, _, client) => {
      showToast(t('stacks.collection.created', { name: created.name }));
      await invalidateCollection(client, created.catalogID);
    },
    onRefused: (error) => toastFailure(t, error),
  });
}

/** POST /api/v1/me/collections/{id}: adds titles to a collection. */
export function useAddToCollection() {
  const { t } = useTranslation(['stacks', 'common']);
  return useChangeMutation<CollectionTitlesChange, Collection>({
    change: ({ catalogId, skus }, client) => ({
      ...requestLine(addToCollectionRoute, { id: catalogId }),
      body: { json: skus },
      resource: resources.collection(catalogId),
      label: { key: 'changes:changes.label.collectionAdd', values: titlesValues(client, skus) },
    }),
    contract: async () => (await collectionContracts()).collectionSchema,
    shows: ({ catalogId, skus }) => shown(collectionAddEdit, { catalogId, skus }),
    // Not awaited: the change settles with the server's answer, so the next box can be ticked at once.
    onApplied: (_, { catalogId }, client) => {
      showToast(t('stacks.collection.added'));
      void invalidateCollection(client, catalogId);
    },
    onRefused: (error) => toastFailure(t, error),
  });
}

/**
 * Takes titles out of a collection: one title with DELETE /api/v1/me/collections/{catalogId}/{sku}, several with
 * DELETE /api/v1/catalogs/{id}/titles (one change either way).
 */
export function useRemoveFromCollection() {
  const { t } = useTranslation(['stacks', 'common']);
  return useChangeMutation<CollectionTitlesChange, unknown>({
    change: ({ catalogId, skus }, client) => ({
      ...(skus.length === 1
        ? { ...requestLine(removeFromCollectionRoute, { catalogId, sku: skus[0]! }) }
        : { ...requestLine(removeCatalogTitlesRoute, { id: catalogId }), body: { json: skus } }),
      resource: resources.collection(catalogId),
      label: { key: 'changes:changes.label.collectionRemove', values: titlesValues(client, skus) },
    }),
    shows: ({ catalogId, skus }) => shown(collectionRemoveEdit, { catalogId, skus }),
    // Not awaited: the change settles with the server's answer, so the next box can be ticked at once.
    onApplied: (_, { catalogId }, client) => {
      showToast(t('stacks.collection.removed'));
      void invalidateCollection(client, catalogId);
    },
    onRefused: (error) => toastFailure(t, error),
  });
}

/** PUT /api/v1/catalogs/{id}/name: the URL-encoded new name as the body. */
export function useRenameCollection() {
  const { t } = useTranslation(['stacks', 'common']);
  return useChangeMutation<{ catalogId: number; name: string }, Catalog>({
    change: ({ catalogId, name }) => ({
      ...requestLine(renameCatalogRoute, { id: catalogId, field: 'name' }),
      body: { json: encodeURIComponent(name) },
      resource: resources.collection(catalogId),
      label: { key: 'changes:changes.label.collectionRename', values: { name } },
    }),
    contract: async () => (await catalogContracts()).catalogSchema,
    shows: ({ catalogId, name }) => shown(collectionRenameEdit, { catalogId, name }),
    onApplied: (catalog, _, client) => {
      client.setQueryData(titleListKeys.catalog(catalog.catalogID), catalog);
      void client.invalidateQueries({ queryKey: stacksKeys.collections() });
      showToast(t('stacks.collection.renamed'));
    },
    onRefused: (error) => toastFailure(t, error),
  });
}

/**
 * DELETE /api/v1/catalogs/{id}: deletes a collection. `leave` moves off the collection's screen first, so that
 * its queries can be dropped without being fetched again (online, or at once when the change is queued).
 */
export function useDeleteCollection(leave: () => Promise<void>) {
  const { t } = useTranslation(['stacks', 'common']);
  const forget = async (client: QueryClient, catalogId: number) => {
    await leave();
    client.removeQueries({ queryKey: titleListKeys.catalog(catalogId) });
    client.removeQueries({ queryKey: titleListKeys.source({ kind: 'catalog', id: catalogId }) });
  };
  return useChangeMutation<{ catalogId: number }, unknown>({
    change: ({ catalogId }) => ({
      ...requestLine(deleteCatalogRoute, { id: catalogId }),
      resource: resources.collection(catalogId),
      label: { key: 'changes:changes.label.collectionDelete' },
    }),
    shows: ({ catalogId }) => shown(collectionDeleteEdit, { catalogId }),
    onApplied: async (_, { catalogId }, client) => {
      showToast(t('stacks.collection.deleted'));
      await forget(client, catalogId);
      void client.invalidateQueries({ queryKey: stacksKeys.collections() });
    },
    onQueued: ({ catalogId }, client) => {
      showToast(t('common:changes.queued'));
      void forget(client, catalogId);
    },
    onRefused: (error) => toastFailure(t, error),
  });
}
