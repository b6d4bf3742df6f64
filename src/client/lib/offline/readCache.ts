/**
 * The Dexie side of offline reads (loaded lazily by offlineQuery.ts, so the first route does not carry Dexie):
 * writes successful answers and the titles they carry, and reads them back for the user they belong to.
 */
import { offlineDb, type OfflineDb, type StoredRead, type StoredTitle } from './db.ts';
import { rowsToStore, type ReadToStore, type RowsToStore } from './storedRows.ts';
import { detailFromListProduct, type SeenProduct } from './titlesSeen.ts';

/** A stored row may answer for this user: their own rows, and anonymous rows (shared by everyone). */
const visibleTo = (row: { userId: number } | undefined, userId: number) => row !== undefined && (row.userId === userId || row.userId === 0);

/** Stores answers and the titles they carry, in one transaction (making the database when it is not there yet). */
export async function storeRows(rows: RowsToStore, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.reads, db.titles, async () => {
    await db.reads.bulkPut(rows.reads);
    await putTitles(rows.titles, db);
  });
}

/** storeReads for tests and the bench: the rows of these answers, stored; answers the titles they carry. */
export async function storeReads(reads: readonly ReadToStore[], db: OfflineDb = offlineDb()): Promise<SeenProduct[]> {
  const rows = rowsToStore(reads);
  await storeRows(rows, db);
  return rows.titles.map((title) => title.product);
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
