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
 * Stores answers and the titles they carry, in one transaction. A title page's detail is not replaced by a list's
 * form of the same title (the list form lacks descriptions and links).
 */
export async function storeReads(reads: readonly ReadToStore[], db: OfflineDb = offlineDb()): Promise<SeenProduct[]> {
  const titles: StoredTitle[] = [];
  for (const read of reads) {
    for (const product of uniqueBySku(productsIn(read.data))) {
      titles.push({
        sku: product.sku,
        userId: read.userId,
        product,
        detail: isProductDetail(product) ? 1 : 0,
        updatedAt: read.updatedAt,
      });
    }
  }
  await db.transaction('rw', db.reads, db.titles, async () => {
    await db.reads.bulkPut(reads.map((read): StoredRead => ({ ...read })));
    await putTitles(titles, db);
  });
  return titles.map((title) => title.product);
}

/** Puts titles, keeping a stored detail of the same user where the new row is only a list's form. */
export async function putTitles(titles: readonly StoredTitle[], db: OfflineDb = offlineDb()): Promise<void> {
  const lists = titles.filter((title) => title.detail === 0);
  const known = lists.length ? await db.titles.bulkGet(lists.map((title) => title.sku)) : [];
  const keep = new Set(known.flatMap((row, i) => (row?.detail === 1 && row.userId === lists[i]!.userId ? [row.sku] : [])));
  const rows = titles.map((title) => {
    if (!keep.has(title.sku) || title.detail === 1) return title;
    const stored = known.find((row) => row?.sku === title.sku)!;
    // The detail keeps its descriptions; the list's newer per-user fields (availability, ratings) win.
    return {
      ...title,
      product: { ...stored.product, ...title.product },
      detail: 1 as const,
    };
  });
  await db.titles.bulkPut(rows);
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
