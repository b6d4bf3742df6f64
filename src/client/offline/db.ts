import { Dexie, type EntityTable } from 'dexie';
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
 * The app's one Dexie (IndexedDB) database. Versioned schema: a later version adds tables (offline copies of
 * server data, the outbox) with `this.version(n).stores({...})`, keeping the earlier versions' declarations.
 */
export class OfflineDb extends Dexie {
  galleys!: EntityTable<StoredGalley, 'sku'>;
  readerLocations!: EntityTable<StoredLocations, 'sku'>;
  readerPositions!: EntityTable<LocalReaderPosition, 'sku'>;

  constructor() {
    super(OFFLINE_DB_NAME);
    this.version(1).stores({
      galleys: 'sku, resourceId, storedAt',
      readerLocations: 'sku',
      readerPositions: 'sku, pending',
    });
  }
}

let instance: OfflineDb | undefined;

/** The database, opened on first use. */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}
