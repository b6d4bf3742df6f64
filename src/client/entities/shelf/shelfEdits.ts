import type { QueryClient } from '@tanstack/react-query';
import type { Catalog } from '../../../shared/contracts/catalogs.ts';
import type { Collection } from '../../../shared/contracts/collections.ts';
import type { ShelfItem } from '../../../shared/contracts/shelves.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { collectionListWith, withoutTitles, withTitles } from '../../../shared/domain/collectionTitles.ts';
import { moveOnShelves, type Shelf, type ShelfChoice } from '../../../shared/domain/shelves.ts';
import { edit, editAll, type CacheEdit, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { knownTitle } from '../title/titleName.ts';
import { stacksKeys } from './queryKeys.ts';

/**
 * What shelf and collection changes show on screen: applied when the user acts (features/shelve/mutations.ts), and
 * again on every read while the change waits in the outbox (replay.ts).
 */

/** A shelf item for a title not on a shelf yet, from its title data (as GET /api/v1/me/shelves makes it). */
function shelfItemOf(product: Product, shelf: Shelf): ShelfItem {
  const uri = product.images.find((image) => image.type === 'jacketCover')?.uri ?? `/covers/${product.sku}.svg`;
  return {
    sku: product.sku,
    shelf,
    product,
    isRequestable: product.isRequestable,
    isDownloadable: product.isDownloadable,
    coverImageUri: `${uri}${uri.includes('?') ? '&' : '?'}height=450`,
  };
}

export type ShelfMove = { shelf: ShelfChoice; skus: string[] };

/** What a shelf move changes on screen. */
export const shelfMoveEdit: ReplayableEdit<ShelfMove> = {
  kind: 'shelfMove',
  edits: (client, { shelf, skus }) => [
    edit<ShelfItem[]>(stacksKeys.shelves(), (items) =>
      moveOnShelves(items, shelf, skus, (sku, on) => {
        const product = knownTitle(client, sku);
        return product ? shelfItemOf(product, on) : undefined;
      }),
    ),
  ],
};

export type CollectionTitlesChange = { catalogId: number; skus: string[] };

/** What adding titles to a collection (member) or taking them out changes on screen. */
function membershipEdits(client: QueryClient, { catalogId, skus }: CollectionTitlesChange, member: boolean): CacheEdit[] {
  const summary = client.getQueryData<Collection[]>(stacksKeys.collectionList())?.find((c) => c.catalogID === catalogId);
  const catalog = client.getQueryData<Catalog>(titleListKeys.catalog(catalogId));
  const change = member ? withTitles : withoutTitles;
  const after = catalog ? change(catalog, skus) : undefined;
  return [
    edit<Catalog>(titleListKeys.catalog(catalogId), (old) => change(old, skus)),
    edit<Collection[]>(stacksKeys.collectionList(), (list) =>
      after ? list.map((c) => (c.catalogID === catalogId ? { ...c, titleCount: after.titleCount } : c)) : list,
    ),
    ...skus.map((sku) =>
      edit<Collection[]>(stacksKeys.titleCollections(sku), (list) => {
        const entry = list.find((c) => c.catalogID === catalogId) ?? summary;
        return entry ? collectionListWith(list, { ...entry, titleCount: after?.titleCount ?? entry.titleCount }, member) : list;
      }),
    ),
  ];
}

export const collectionAddEdit: ReplayableEdit<CollectionTitlesChange> = {
  kind: 'collectionAdd',
  edits: (client, change) => membershipEdits(client, change, true),
};
export const collectionRemoveEdit: ReplayableEdit<CollectionTitlesChange> = {
  kind: 'collectionRemove',
  edits: (client, change) => membershipEdits(client, change, false),
};

export const collectionRenameEdit: ReplayableEdit<{ catalogId: number; name: string }> = {
  kind: 'collectionRename',
  edits: (_, { catalogId, name }) => [
    edit<Catalog>(titleListKeys.catalog(catalogId), (old) => ({ ...old, name })),
    editAll<Collection[]>(stacksKeys.collections(), (list) => list.map((c) => (c.catalogID === catalogId ? { ...c, name } : c))),
  ],
};

export const collectionDeleteEdit: ReplayableEdit<{ catalogId: number }> = {
  kind: 'collectionDelete',
  edits: (_, { catalogId }) => [editAll<Collection[]>(stacksKeys.collections(), (list) => list.filter((c) => c.catalogID !== catalogId))],
};
