/**
 * Writes offline copies (and reads a single row) straight to IndexedDB, without Dexie (30 KiB gz that the first route does not need), into the
 * database Dexie made (lib/offline/db.ts). When that database does not exist yet or lacks the tables (a first visit, an
 * older version), nothing is made here: the caller leaves the making to Dexie, which owns the schema.
 */
import { OFFLINE_DB_NAME } from './dbName.ts';
import { replacedRanges, type RowsToStore } from './storedRows.ts';

const TABLES = ['reads', 'titlePacks'] as const;

let connection: Promise<IDBDatabase | null> | undefined;

/**
 * The open database when it has these tables; otherwise (none yet, or an older version: Dexie's to upgrade) it is let
 * go at once and null is answered. Each use asks only for its own tables: reader positions read from version 1 on.
 */
async function databaseWith(tables: readonly string[]): Promise<IDBDatabase | null> {
  connection ??= openExisting();
  const db = await connection;
  if (db && tables.every((table) => db.objectStoreNames.contains(table))) return db;
  db?.close();
  connection = undefined;
  return null;
}

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(OFFLINE_DB_NAME);
    // No database yet: aborting the upgrade leaves none behind, for Dexie to make with its schema.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      // Dexie upgrading the schema, or sign out deleting the database: let go at once.
      db.onversionchange = () => {
        db.close();
        connection = undefined;
      };
      db.onclose = () => {
        connection = undefined;
      };
      resolve(db);
    };
  });
}

/** Puts the rows in one transaction; false when the database is not ready for it (nothing written). */
export async function writeRows(rows: RowsToStore): Promise<boolean> {
  const db = await databaseWith(TABLES);
  if (!db) return false;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(TABLES, 'readwrite');
      const reads = transaction.objectStore('reads');
      const packs = transaction.objectStore('titlePacks');
      for (const row of rows.reads) reads.put(row);
      // Requests of one transaction run in order: the answer's old packs go before its new ones are put.
      for (const [lower, upper] of replacedRanges(rows)) packs.delete(IDBKeyRange.bound(lower, upper, false, true));
      for (const row of rows.packs) packs.put(row);
      transaction.oncomplete = () => resolve(true);
      transaction.onerror = transaction.onabort = () => resolve(false);
    } catch {
      connection = undefined;
      resolve(false);
    }
  });
}

/**
 * One row of a table of Dexie's database, read without Dexie (a screen that needs one row does not load it);
 * undefined when there is none or no database yet.
 */
export async function readRow<T>(table: 'readerPositions' | 'galleys', key: string): Promise<T | undefined> {
  const db = await databaseWith([table]);
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(table, 'readonly').objectStore(table).get(key);
      request.onsuccess = () => resolve(request.result as T | undefined);
      request.onerror = () => resolve(undefined);
    } catch {
      connection = undefined;
      resolve(undefined);
    }
  });
}

/** How many rows of a table wait to be sent (its `pending` index at 1), read without Dexie; 0 when there is no database yet. */
export async function countPending(table: 'readerPositions'): Promise<number> {
  const db = await databaseWith([table]);
  if (!db) return 0;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(table, 'readonly').objectStore(table).index('pending').count(1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(0);
    } catch {
      connection = undefined;
      resolve(0);
    }
  });
}
