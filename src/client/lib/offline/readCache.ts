/**
 * The Dexie side of offline reads (loaded lazily by offlineQuery.ts, so the first route does not carry Dexie):
 * writes successful answers and the titles they carry, and reads them back for the user they belong to.
 */
import { offlineDb, type OfflineDb, type StoredRead, type StoredTitlePack } from './db.ts';
import { replacedRanges, rowsToStore, titlePacks, titlesIn, unpacked, type ReadToStore, type RowsToStore } from './storedRows.ts';
import { packBounds } from './titlePacks.ts';
import { detailFromListProduct, isProductDetail, type SeenProduct } from './titlesSeen.ts';

/** A stored row may answer for this user: their own rows, and anonymous rows (shared by everyone). */
const visibleTo = (row: { userId: number } | undefined, userId: number) => row !== undefined && (row.userId === userId || row.userId === 0);

/** Stores answers and the titles they carry, in one transaction (making the database when it is not there yet). */
export async function storeRows(rows: RowsToStore, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.reads, db.titlePacks, async () => {
    await db.reads.bulkPut(rows.reads);
    for (const [lower, upper] of replacedRanges(rows)) await db.titlePacks.where('id').between(lower, upper).delete();
    await db.titlePacks.bulkPut(rows.packs);
  });
}

/** storeReads for tests and the bench: the rows of these answers, stored; answers the titles they carry. */
export async function storeReads(reads: readonly ReadToStore[], db: OfflineDb = offlineDb()): Promise<SeenProduct[]> {
  const rows = rowsToStore(reads);
  await storeRows(rows, db);
  return titlesIn(rows);
}

/** Puts the titles seen in `source` (an answer's key), replacing those it carried before (one transaction). */
export function putTitles(source: string, userId: number, products: readonly SeenProduct[], db: OfflineDb = offlineDb()): Promise<unknown> {
  const [lower, upper] = packBounds(source);
  return db.transaction('rw', db.titlePacks, async () => {
    await db.titlePacks.where('id').between(lower, upper).delete();
    await db.titlePacks.bulkPut(titlePacks(source, userId, products, Date.now()));
  });
}

/** The stored answer of a query key for this user (a list's products read back from its packs), or undefined. */
export async function readStored(key: string, userId: number, db: OfflineDb = offlineDb()): Promise<StoredRead | undefined> {
  return db.transaction('r', db.reads, db.titlePacks, async () => {
    const row = await db.reads.get(key);
    if (!row || !visibleTo(row, userId)) return undefined;
    if (row.packed === undefined) return row;
    const [lower, upper] = packBounds(key);
    return unpacked(row, await db.titlePacks.where('id').between(lower, upper).toArray());
  });
}

/** The newest form of a title among the packs this user may read (a title page's detail wins a tie), or undefined. */
function newestForm(packs: readonly StoredTitlePack[], sku: string, userId: number) {
  let best: { product: SeenProduct; pack: StoredTitlePack } | undefined;
  for (const pack of packs) {
    if (!visibleTo(pack, userId)) continue;
    const product = pack.products[pack.skus.indexOf(sku)];
    if (!product) continue;
    const newer = !best || pack.updatedAt > best.pack.updatedAt;
    const tieWithDetail = best && pack.updatedAt === best.pack.updatedAt && isProductDetail(product) && !isProductDetail(best.product);
    if (newer || tieWithDetail) best = { product, pack };
  }
  return best;
}

/** A title page from the titles seen (a list's form gets empty descriptions), or undefined. */
export async function readSeenTitle(sku: string, userId: number, db: OfflineDb = offlineDb()): Promise<StoredRead | undefined> {
  const found = newestForm(await db.titlePacks.where('skus').equals(sku).toArray(), sku, userId);
  if (!found) return undefined;
  return { key: sku, userId: found.pack.userId, data: detailFromListProduct(found.product), updatedAt: found.pack.updatedAt };
}
