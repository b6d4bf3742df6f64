import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME } from './dbName.ts';
import { packId, TITLES_PER_PACK } from './titlePacks.ts';

/** A downloaded EPUB galley, kept so the reader opens it with no network (removed once drcExpirationDate passes). */
export interface StoredGalley {
  sku: string;
  resourceId: string;
  blob: Blob;
  size: number;
  drcExpirationDate: string | null;
  /** ISO time the file was stored. */
  storedAt: string;
  name: string;
  author: string;
}

/** epubjs locations of a galley (for percentages), generated once in the background. */
export interface StoredLocations {
  sku: string;
  /** The galley file they were made from: a new file makes new locations. */
  resourceId: string;
  storedAt: string;
  chars: number;
  locations: string;
}

/** The reader's last position on this device; pending = 1 until the server has it. */
export interface LocalReaderPosition {
  sku: string;
  cfi: string;
  percentOfBookCompleted: number;
  updatedAt: string;
  pending: 0 | 1;
  /** Idempotency-Key of the PUT that sends this position (the same on every retry). */
  idempotencyKey: string;
}

/**
 * A successful read of the query layer (lib/offline/offlineQuery.ts), kept so the same query answers with no network.
 * key: the query key (plus the page of an infinite query) as JSON; userId: whose answer it is (0: anonymous, shared).
 */
export interface StoredRead {
  key: string;
  userId: number;
  data: unknown;
  /** Epoch milliseconds of the answer. */
  updatedAt: number;
  /**
   * Set on a list's answer whose `products` are kept in its title packs only (storedRows.ts), not in `data` (where
   * they are an empty array): how many there are. Each title is written once, and read back from the packs.
   */
  packed?: number;
}

/** A title seen in any answer (list, shelf, download, title page), so its page and lists open offline. */
export interface StoredTitle {
  sku: string;
  userId: number;
  /** The product as lists carry it, or the title page's detail when detail = 1. */
  product: { sku: string } & Record<string, unknown>;
  detail: 0 | 1;
  updatedAt: number;
}

/**
 * Up to TITLES_PER_PACK titles seen in one answer (storedRows.ts), one row: a 10k-title list is 100 rows to write
 * instead of 10k (IndexedDB's cost is per row far more than per byte). Found by sku through the multi-entry index
 * on `skus`; a title in several answers is in several packs, the newest answers for it.
 */
export interface StoredTitlePack {
  /** The answer's key (StoredRead.key), a NUL and the pack's number (zero-padded, so packs sort in order). */
  id: string;
  userId: number;
  skus: string[];
  /** The products as the answer carries them (a list's form, or a title page's detail). */
  products: Array<{ sku: string } & Record<string, unknown>>;
  updatedAt: number;
}

/**
 * The app's one Dexie (IndexedDB) database. Versioned schema: a later version adds tables (offline copies of
 * server data, the outbox) with `this.version(n).stores({...})`, keeping the earlier versions' declarations.
 */
/** An ISBN scanned at a fair that was not found (not in the catalogue, or offline and not among the titles seen). */
export interface StoredScan {
  userId: number;
  isbn: string;
  scannedAt: number;
}

export class OfflineDb extends Dexie {
  galleys!: EntityTable<StoredGalley, 'sku'>;
  readerLocations!: EntityTable<StoredLocations, 'sku'>;
  readerPositions!: EntityTable<LocalReaderPosition, 'sku'>;
  reads!: EntityTable<StoredRead, 'key'>;
  titlePacks!: EntityTable<StoredTitlePack, 'id'>;
  scans!: Dexie.Table<StoredScan, [number, string]>;

  /** name and options are for tests (another database name, fake-indexeddb). */
  constructor(name = OFFLINE_DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      galleys: 'sku, resourceId, storedAt',
      readerLocations: 'sku',
      readerPositions: 'sku, pending',
    });
    // Version 2: offline copies of every read (shelves, requests, downloads, reviews, lists, saved filters,
    // collections, catalogues, preferences) and the titles seen.
    this.version(2).stores({
      reads: 'key, userId',
      titles: 'sku, userId',
    });
    // Version 3: the titles seen in packs of up to 100 per answer instead of one row per title (10k rows made the
    // write of a long list take a second). The old rows move into packs; nothing else changes (the outbox is its own
    // database, booktrade-outbox).
    this.version(3)
      .stores({ titles: null, titlePacks: 'id, *skus' })
      .upgrade(async (tx) => {
        const old = (await tx.table('titles').toArray()) as StoredTitle[];
        const byUser = new Map<number, StoredTitle[]>();
        for (const title of old) {
          const titles = byUser.get(title.userId) ?? [];
          titles.push(title);
          byUser.set(title.userId, titles);
        }
        const packs: StoredTitlePack[] = [];
        for (const [userId, titles] of byUser) {
          for (let i = 0; i < titles.length; i += TITLES_PER_PACK) {
            const chunk = titles.slice(i, i + TITLES_PER_PACK);
            packs.push({
              id: packId(`seen:${userId}`, i / TITLES_PER_PACK),
              userId,
              skus: chunk.map((title) => title.sku),
              products: chunk.map((title) => title.product),
              updatedAt: Math.min(...chunk.map((title) => title.updatedAt)),
            });
          }
        }
        await tx.table('titlePacks').bulkPut(packs);
      });
    // Version 4: the ISBNs scanned at a fair that were not found, per user, to look at later online.
    this.version(4).stores({ scans: '[userId+isbn], userId' });
  }
}

let instance: OfflineDb | undefined;

/** The database, opened on first use. */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}
