/** Set once the browser was asked to keep this site's storage (it asks, or decides, only once per device). */
const ASKED_KEY = 'booktrade-storage-persist-asked';

/**
 * navigator.storage.persist(), asked once: after the first galley download or shelf action, when the user has
 * shown they keep things here, so the browser does not evict galleys and offline copies under storage pressure.
 */
export function askPersistentStorageOnce(): void {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  void navigator.storage.persist().catch(() => false);
}
