import { dropPositionBackups } from './positionBackup.ts';

/** The name of the app's one IndexedDB database (lib/offline/db.ts). Kept apart so sign-out can delete it without Dexie. */
export const OFFLINE_DB_NAME = 'booktrade';

let deleted = false;

/** True once this page deleted the database (sign out): offline copies are no longer written. */
export function offlineDatabaseDeleted(): boolean {
  return deleted;
}

/** Deletes the offline database (galleys, reader state, ...): at sign out, so one user's data never reaches another. */
export function deleteOfflineDatabase(): Promise<void> {
  deleted = true;
  dropPositionBackups();
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    // Blocked: another tab still has it open; Dexie there closes on versionchange and the deletion completes.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
