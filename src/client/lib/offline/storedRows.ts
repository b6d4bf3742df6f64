/**
 * The rows a batch of answers adds to the offline database (lib/offline/db.ts): the answers themselves and the titles
 * they carry. Pure, and free of Dexie, so that the write-through of the first route does not load it.
 */
import type { StoredRead, StoredTitle } from './db.ts';
import { isProductDetail, productsIn, uniqueBySku } from './titlesSeen.ts';

export interface ReadToStore {
  key: string;
  userId: number;
  data: unknown;
  updatedAt: number;
}

export interface RowsToStore {
  reads: StoredRead[];
  titles: StoredTitle[];
}

/**
 * The titles table keeps the latest form of each title (a list's or a title page's); a title page's full detail
 * stays in its own answer, which a title page reads first.
 */
export function rowsToStore(reads: readonly ReadToStore[]): RowsToStore {
  const titles = new Map<string, StoredTitle>();
  for (const read of reads) {
    for (const product of uniqueBySku(productsIn(read.data))) {
      titles.set(product.sku, {
        sku: product.sku,
        userId: read.userId,
        product,
        detail: isProductDetail(product) ? 1 : 0,
        updatedAt: read.updatedAt,
      });
    }
  }
  return { reads: reads.map((read) => ({ ...read })), titles: [...titles.values()] };
}
