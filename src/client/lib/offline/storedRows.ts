/**
 * The rows a batch of answers adds to the offline database (lib/offline/db.ts): the answers themselves and the titles
 * they carry, in packs. Pure, and free of Dexie, so that the write-through of the first route does not load it.
 */
import type { StoredRead, StoredTitlePack } from './db.ts';
import { packBounds, packId, TITLES_PER_PACK } from './titlePacks.ts';
import { productsIn, uniqueBySku, type SeenProduct } from './titlesSeen.ts';

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
    rows.reads.push({ ...read });
    rows.replaced.push(read.key);
    rows.packs.push(...titlePacks(read.key, read.userId, uniqueBySku(productsIn(read.data)), read.updatedAt));
  }
  return rows;
}

/** Every title the rows carry (a title in several answers once). */
export const titlesIn = (rows: RowsToStore): SeenProduct[] => uniqueBySku(rows.packs.flatMap((pack) => pack.products));
