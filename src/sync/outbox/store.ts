import type { PendingChange } from './pendingChange.ts';

/**
 * The outbox in IndexedDB (its own database, apart from the page's Dexie database), used by the service worker
 * and, when no worker controls the page, by the page itself. Plain IndexedDB: the worker and the page's lazy
 * outbox chunk stay small.
 */
export interface StoredChange extends PendingChange {
  /** Order of the changes as they were made (auto-increment key). */
  seq?: number;
  /** Request headers to send again (Content-Type, Accept). */
  headers: Record<string, string>;
  body?: string;
  /** Epoch ms before which a timer-driven replay does not try it again (backoff). */
  nextAttemptAt: number;
  /** The HTTP status of the last answer, when there was one. */
  lastStatus?: number;
}

export const OUTBOX_DB_NAME = 'booktrade-outbox';
const STORE = 'changes';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('idempotencyKey', 'idempotencyKey', { unique: true });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another context deletes or upgrades it: let go, and open again on next use.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('outbox database unavailable'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request ? request.result : (undefined as T));
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('outbox transaction failed'));
  });
}

/** Every stored change, oldest first. */
export function allChanges(): Promise<StoredChange[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<StoredChange[]>);
}

/** One user's changes, oldest first. */
export function changesOf(userId: number): Promise<StoredChange[]> {
  return run('readonly', (store) => store.index('userId').getAll(userId) as IDBRequest<StoredChange[]>).then((list) =>
    list.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)),
  );
}

/** Stores a new change (a key already stored is kept as it is). */
export function addChange(change: StoredChange): Promise<void> {
  return run('readwrite', (store) => {
    const existing = store.index('idempotencyKey').getKey(change.idempotencyKey);
    existing.onsuccess = () => {
      if (existing.result === undefined) {
        const { seq: _seq, ...rest } = change;
        store.add(rest);
      }
    };
  });
}

/** Writes a stored change back (state, attempts, ...), unless it was discarded meanwhile. */
export function updateChange(change: StoredChange): Promise<void> {
  return run('readwrite', (store) => {
    const existing = store.getKey(change.seq!);
    existing.onsuccess = () => {
      if (existing.result !== undefined) store.put(change);
    };
  });
}

async function deleteWhere(match: (change: StoredChange) => boolean): Promise<number> {
  const db = await open();
  return new Promise<number>((resolve, reject) => {
    let deleted = 0;
    const tx = db.transaction(STORE, 'readwrite');
    const cursor = tx.objectStore(STORE).openCursor();
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return;
      if (match(current.value as StoredChange)) {
        current.delete();
        deleted += 1;
      }
      current.continue();
    };
    tx.oncomplete = () => resolve(deleted);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('outbox transaction failed'));
  });
}

/** Removes one change (done, or discarded by the user). */
export function deleteChange(idempotencyKey: string): Promise<void> {
  return run('readwrite', (store) => {
    const found = store.index('idempotencyKey').getKey(idempotencyKey);
    found.onsuccess = () => {
      if (found.result !== undefined) store.delete(found.result);
    };
  });
}

/** Removes changes by their keys (seq) in one transaction: the replay acknowledges done changes in batches. */
export function deleteChangesBySeq(seqs: readonly number[]): Promise<void> {
  return run('readwrite', (store) => {
    for (const seq of seqs) store.delete(seq);
  });
}

/** Removes all of one user's changes (sign out). */
export function deleteChangesOf(userId: number): Promise<number> {
  return deleteWhere((change) => change.userId === userId);
}
