/**
 * The Dexie side of offline reads (loaded lazily by offlineQuery.ts, so the first route does not carry Dexie):
 * writes successful answers and the titles they carry, and reads them back for the user they belong to.
 */
import { offlineDb, type OfflineDb, type StoredRead, type StoredTitle } from './db.ts';
import { detailFromListProduct, isProductDetail, productsIn, uniqueBySku, type SeenProduct } from './titlesSeen.ts';

export interface ReadToStore {
  key: string;
  userId: number;
  data: unknown;
  updatedAt: number;
}

/** A stored row may answer for this user: their own rows, and anonymous rows (shared by everyone). */
const visibleTo = (row: { userId: number } | undefined, userId: number) => row !== undefined && (row.userId === userId || row.userId === 0);

/**
 * Stores answers and the titles they carry, in one transaction. The titles table keeps the latest form of each title
 * (a list's or a title page's); a title page's full detail stays in its own answer, which a title page reads first.
 */
export async function storeReads(reads: readonly ReadToStore[], db: OfflineDb = offlineDb()): Promise<SeenProduct[]> {
  const titles = new Map<string, StoredTitle>();
  for (const read of reads) {
    for (const product of uniqueBySku(productsIn(read.data))) {
      titles.set(product.sku, { sku: product.sku, userId: read.userId, product, detail: isProductDetail(product) ? 1 : 0, updatedAt: read.updatedAt });
    }
  }
  await db.transaction('rw', db.reads, db.titles, async () => {
    await db.reads.bulkPut(reads.map((read): StoredRead => ({ ...read })));
    await putTitles([...titles.values()], db);
  });
  return [...titles.values()].map((title) => title.product);
}

/** Puts titles seen (one bulk write). */
export function putTitles(titles: readonly StoredTitle[], db: OfflineDb = offlineDb()): Promise<unknown> {
  return db.titles.bulkPut(titles as StoredTitle[]);
}

/** The stored answer of a query key for this user, or undefined. */
export async function readStored(key: string, userId: number, db: OfflineDb = offlineDb()): Promise<StoredRead | undefined> {
  const row = await db.reads.get(key);
  return visibleTo(row, userId) ? row : undefined;
}

/** A title page from the titles seen (a list's form gets empty descriptions), or undefined. */
export async function readSeenTitle(sku: string, userId: number, db: OfflineDb = offlineDb()): Promise<StoredRead | undefined> {
  const row = await db.titles.get(sku);
  if (!visibleTo(row, userId)) return undefined;
  return {
    key: sku,
    userId: row!.userId,
    data: detailFromListProduct(row!.product),
    updatedAt: row!.updatedAt,
  };
}
