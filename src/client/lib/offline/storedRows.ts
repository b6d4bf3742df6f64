/**
 * The rows a batch of answers adds to the offline database (lib/offline/db.ts): the answers themselves and the titles
 * they carry, in packs. Pure, and free of Dexie, so that the write-through of the first route does not load it.
 */
import type { StoredRead, StoredTitlePack } from './db.ts';
import { packBounds, packId, TITLES_PER_PACK } from './titlePacks.ts';
import { isProduct, productsIn, uniqueBySku, type SeenProduct } from './titlesSeen.ts';

export interface ReadToStore {
  key: string;
  userId: number;
  data: unknown;
  updatedAt: number;
}

export interface RowsToStore {
  reads: StoredRead[];
  /** The keys of the answers whose title packs are replaced (their old packs are deleted first). */
  replaced: string[];
  packs: StoredTitlePack[];
}

/** The packs of the titles `source` (an answer's key) carries; no packs when it carries none. */
export function titlePacks(source: string, userId: number, products: readonly SeenProduct[], updatedAt: number): StoredTitlePack[] {
  const packs: StoredTitlePack[] = [];
  for (let i = 0; i < products.length; i += TITLES_PER_PACK) {
    const chunk = products.slice(i, i + TITLES_PER_PACK);
    packs.push({ id: packId(source, i / TITLES_PER_PACK), userId, skus: chunk.map((product) => product.sku), products: chunk, updatedAt });
  }
  return packs;
}

/** The id range of the packs of these answers, to delete before their new packs are put. */
export const replacedRanges = (rows: RowsToStore) => rows.replaced.map(packBounds);

/**
 * Each answer keeps the titles it carries in its own packs (replacing the packs of its previous answer); a title seen
 * in several answers is found in each, and the newest answers for it (readCache.ts). A title page's full detail is
 * also in its own answer, which a title page reads first.
 */
export function rowsToStore(reads: readonly ReadToStore[]): RowsToStore {
  // The latest answer of a key wins (a batch may hold two answers of one query).
  const latest = new Map<string, ReadToStore>();
  for (const read of reads) latest.set(read.key, read);
  const rows: RowsToStore = { reads: [], replaced: [], packs: [] };
  for (const read of latest.values()) {
    rows.replaced.push(read.key);
    const list = listProducts(read.data);
    if (list) {
      // A list's titles are written once, into its packs, in its order; the answer keeps the rest of the list.
      rows.reads.push({ ...read, data: { ...(read.data as object), products: [] }, packed: list.length });
      rows.packs.push(...titlePacks(read.key, read.userId, list, read.updatedAt));
    } else {
      rows.reads.push({ ...read });
      rows.packs.push(...titlePacks(read.key, read.userId, uniqueBySku(productsIn(read.data)), read.updatedAt));
    }
  }
  return rows;
}

/** The products of a list's answer (an object whose `products` are all titles), or undefined for any other answer. */
function listProducts(data: unknown): SeenProduct[] | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || isProduct(data)) return undefined;
  const products = (data as { products?: unknown }).products;
  if (!Array.isArray(products) || products.length === 0 || !products.every(isProduct)) return undefined;
  return products;
}

/** A stored answer as it was answered: a list's products put back from its packs (in order), or undefined when they are not all there. */
export function unpacked(read: StoredRead, packs: readonly StoredTitlePack[]): StoredRead | undefined {
  if (read.packed === undefined) return read;
  const products = packs.flatMap((pack) => pack.products);
  if (products.length !== read.packed) return undefined;
  const { packed: _packed, ...answer } = read;
  return { ...answer, data: { ...(read.data as object), products } };
}

/** Every title the rows carry (a title in several answers once). */
export const titlesIn = (rows: RowsToStore): SeenProduct[] => uniqueBySku(rows.packs.flatMap((pack) => pack.products));
