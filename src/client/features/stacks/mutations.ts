import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ShelfChoice } from '../../../shared/domain/shelves.ts';
import type { ShelfItem } from '../../../shared/contracts/shelves.ts';
import type { Collection } from '../../../shared/contracts/collections.ts';
import { sendChange } from '../../offline/outbox/change.ts';
import { ApiError, apiLazy, NetworkError } from '../../api.ts';
import { showToast } from '../../app/toast.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { stacksKeys } from './queryKeys.ts';
import './texts.ts';

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
  const keys = [stacksKeys.collections(), ...(catalogId === undefined ? [] : [titleListKeys.catalog(catalogId), titleListKeys.source({ kind: 'catalog', id: catalogId })])];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * POST /api/v1/me/shelves/{shelf}: puts titles on a shelf (moving them off any other), or Clear takes them off.
 * Through the outbox: offline it is queued and the shelves on screen change at once.
 */
export function useSetShelf() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ shelf, skus }: { shelf: ShelfChoice; skus: string[] }) => {
      const count = skus.length;
      const result = await sendChange({
        method: 'POST',
        path: `/api/v1/me/shelves/${shelf}`,
        body: { json: skus.map((sku) => ({ sku })) },
        // All shelf moves replay in the order they were made (a title may be in several of them).
        resource: 'shelves',
        label: shelf === 'Clear' ? { key: 'outbox.labels.shelfClear', values: { count } } : { key: 'outbox.labels.shelf', values: { count, shelf: t(`stacks.shelves.${shelf}`) } },
      });
      if (result.state === 'queued') return null;
      return (await shelfContracts()).shelfItemListSchema.parse(result.body);
    },
    onSuccess: (items, { shelf, skus }) => {
      if (items) client.setQueryData(stacksKeys.shelves(), items);
      else
        client.setQueryData<ShelfItem[]>(stacksKeys.shelves(), (old) =>
          old?.flatMap((item) => (!skus.includes(item.sku) ? [item] : shelf === 'Clear' ? [] : [{ ...item, shelf }])),
        );
      showToast(shelf === 'Clear' ? t('stacks.shelf.cleared', { count: skus.length }) : t('stacks.shelf.moved', { count: skus.length, shelf: t(`stacks.shelves.${shelf}`) }));
    },
    onError: (error) => toastFailure(t, error),
  });
}

/** PUT /api/v1/me/collections: a new collection {type 2, name URL-encoded, products}. Through the outbox. */
export function useCreateCollection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, skus }: { name: string; skus: string[] }) => {
      const result = await sendChange({
        method: 'PUT',
        path: '/api/v1/me/collections',
        body: { json: { type: 2, name: encodeURIComponent(name), products: skus.map((sku) => ({ sku })) } },
        resource: `collection:new:${name}`,
        label: { key: 'outbox.labels.collectionCreate', values: { name } },
      });
      return result.state === 'queued' ? null : (await collectionContracts()).collectionSchema.parse(result.body);
    },
    onSuccess: async (created, { name }) => {
      showToast(t('stacks.collection.created', { name: created?.name ?? name }));
      if (created) await invalidateCollection(client, created.catalogID);
    },
    onError: (error) => toastFailure(t, error),
  });
}

/** POST /api/v1/me/collections/{id}: adds titles to a collection. */
export function useAddToCollection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogId, skus }: { catalogId: number; skus: string[] }) =>
      apiLazy('POST', `/api/v1/me/collections/${catalogId}`, async () => (await collectionContracts()).collectionSchema, {
        body: { json: skus },
      }),
    onSuccess: async (_, { catalogId }) => {
      showToast(t('stacks.collection.added'));
      await invalidateCollection(client, catalogId);
    },
    onError: (error) => toastFailure(t, error),
  });
}

/**
 * Takes titles out of a collection: one title with DELETE /api/v1/me/collections/{catalogId}/{sku}, several with
 * DELETE /api/v1/catalogs/{id}/titles (one change either way). Through the outbox.
 */
export function useRemoveFromCollection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ catalogId, skus }: { catalogId: number; skus: string[] }) => {
      const one = skus.length === 1;
      const result = await sendChange({
        method: 'DELETE',
        path: one ? `/api/v1/me/collections/${catalogId}/${encodeURIComponent(skus[0]!)}` : `/api/v1/catalogs/${catalogId}/titles`,
        body: one ? undefined : { json: skus },
        resource: `collection:${catalogId}`,
        label: { key: 'outbox.labels.collectionRemove', values: { count: skus.length } },
      });
      return result.state;
    },
    onSuccess: async (state, { catalogId, skus }) => {
      showToast(t('stacks.collection.removed'));
      if (state === 'applied') return invalidateCollection(client, catalogId);
      // Queued: the screen shows the titles out of the collection now.
      for (const sku of skus) client.setQueryData<Collection[]>(stacksKeys.titleCollections(sku), (old) => old?.filter((c) => c.catalogID !== catalogId));
    },
    onError: (error) => toastFailure(t, error),
  });
}

/** PUT /api/v1/catalogs/{id}/name: the URL-encoded new name as the body. */
export function useRenameCollection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogId, name }: { catalogId: number; name: string }) =>
      apiLazy('PUT', `/api/v1/catalogs/${catalogId}/name`, async () => (await catalogContracts()).catalogSchema, {
        body: { json: encodeURIComponent(name) },
      }),
    onSuccess: (catalog) => {
      client.setQueryData(titleListKeys.catalog(catalog.catalogID), catalog);
      void client.invalidateQueries({ queryKey: stacksKeys.collections() });
      showToast(t('stacks.collection.renamed'));
    },
    onError: (error) => toastFailure(t, error),
  });
}

/**
 * DELETE /api/v1/catalogs/{id}: deletes a collection. `leave` moves off the collection's screen first, so that
 * its queries can be dropped without being fetched again.
 */
export function useDeleteCollection(leave: () => Promise<void>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogId }: { catalogId: number }) =>
      apiLazy('DELETE', `/api/v1/catalogs/${catalogId}`, async () => (await catalogContracts()).catalogDeletedSchema),
    onSuccess: async (_, { catalogId }) => {
      showToast(t('stacks.collection.deleted'));
      await leave();
      client.removeQueries({ queryKey: titleListKeys.catalog(catalogId) });
      client.removeQueries({ queryKey: titleListKeys.source({ kind: 'catalog', id: catalogId }) });
      void client.invalidateQueries({ queryKey: stacksKeys.collections() });
    },
    onError: (error) => toastFailure(t, error),
  });
}
