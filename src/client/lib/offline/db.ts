import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME } from './dbName.ts';

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
 * The app's one Dexie (IndexedDB) database. Versioned schema: a later version adds tables (offline copies of
 * server data, the outbox) with `this.version(n).stores({...})`, keeping the earlier versions' declarations.
 */
export class OfflineDb extends Dexie {
  galleys!: EntityTable<StoredGalley, 'sku'>;
  readerLocations!: EntityTable<StoredLocations, 'sku'>;
  readerPositions!: EntityTable<LocalReaderPosition, 'sku'>;
  reads!: EntityTable<StoredRead, 'key'>;
  titles!: EntityTable<StoredTitle, 'sku'>;

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
  }
}

let instance: OfflineDb | undefined;

/** The database, opened on first use. */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}
