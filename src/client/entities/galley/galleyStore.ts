import { offlineDb, type StoredGalley, type StoredLocations } from '../../lib/offline/db.ts';
import { askPersistentStorageOnce } from '../../lib/offline/persistStorage.ts';
import type { ReaderProduct } from '../../../shared/contracts/reader.ts';
import { galleyExpired } from '../../../shared/domain/readerPosition.ts';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { downloadGalley as downloadGalleyRoute } from '../../../shared/contracts/routes/downloads.ts';

/** Why a galley cannot be opened. */
export type GalleyRefusal = 'expired' | 'notOnDevice' | 'unavailable' | 'failed' | 'notShown';

export type GalleyLookup = { galley: StoredGalley } | { refused: GalleyRefusal };

/** Removes a galley and its locations from this device (the reading position stays). */
export async function removeGalley(sku: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.galleys, db.readerLocations, async () => {
    await db.galleys.delete(sku);
    await db.readerLocations.delete(sku);
  });
}

/** The galley stored on this device: an expired one is removed and refused; none: undefined. */
export async function storedGalley(sku: string, now = new Date()): Promise<GalleyLookup | undefined> {
  const galley = await offlineDb().galleys.get(sku);
  if (!galley) return undefined;
  if (galleyExpired(galley.drcExpirationDate, now)) {
    await removeGalley(sku);
    return { refused: 'expired' };
  }
  return { galley };
}

/** The reader's download of the EPUB (recorded as method 'reader'). */
export function readerDownloadUrl(resourceId: string): string {
  return pathOf(downloadGalleyRoute, { resourceId }, { method: 'reader' });
}

/**
 * Downloads the galley of a reader product and stores it in Dexie first; answers the stored row read back, so the
 * reader always renders from the stored Blob. 410: expired; 403/404: unavailable to this user.
 */
export async function downloadGalley(product: ReaderProduct, signal?: AbortSignal): Promise<GalleyLookup> {
  let response: Response;
  try {
    response = await fetch(readerDownloadUrl(product.resourceId), { credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { refused: 'notOnDevice' };
  }
  if (response.status === 410) return { refused: 'expired' };
  if (response.status === 403 || response.status === 404) return { refused: 'unavailable' };
  if (!response.ok) return { refused: 'failed' };
  const blob = await response.blob();
  askPersistentStorageOnce();
  const db = offlineDb();
  const row: StoredGalley = {
    sku: product.sku,
    resourceId: product.resourceId,
    blob,
    size: blob.size,
    drcExpirationDate: product.drcExpirationDate,
    storedAt: new Date().toISOString(),
    name: product.name,
    author: product.author,
  };
  await db.transaction('rw', db.galleys, db.readerLocations, async () => {
    await db.galleys.put(row);
    await db.readerLocations.delete(product.sku);
  });
  const stored = await db.galleys.get(product.sku);
  return stored ? { galley: stored } : { refused: 'failed' };
}

/**
 * Keeps the galley of a reader product on this device for the web reader (a download made elsewhere in the app,
 * e.g. the Download modal's EPUB): nothing is fetched when this very file is stored already.
 */
export async function keepGalleyForReader(product: ReaderProduct): Promise<GalleyLookup> {
  const stored = await storedGalley(product.sku);
  if (stored && 'galley' in stored && stored.galley.resourceId === product.resourceId) return stored;
  return downloadGalley(product);
}

/** Cached locations made from this very file, if any. */
export async function storedLocations(galley: StoredGalley, chars: number): Promise<string | undefined> {
  const row = await offlineDb().readerLocations.get(galley.sku);
  return row && row.resourceId === galley.resourceId && row.storedAt === galley.storedAt && row.chars === chars ? row.locations : undefined;
}

export async function saveLocations(galley: StoredGalley, chars: number, locations: string): Promise<void> {
  const row: StoredLocations = { sku: galley.sku, resourceId: galley.resourceId, storedAt: galley.storedAt, chars, locations };
  await offlineDb().readerLocations.put(row);
}
