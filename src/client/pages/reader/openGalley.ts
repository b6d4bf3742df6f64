import type { ReaderViewed } from '../../../shared/contracts/reader.ts';
import { downloadGalley, storedGalley, type GalleyLookup } from '../../entities/galley/galleyStore.ts';

export type { GalleyRefusal } from '../../entities/galley/galleyStore.ts';

/** Downloads in flight per sku, so a second opening (React StrictMode, a quick reload) shares the first. */
const inFlight = new Map<string, Promise<GalleyLookup>>();

/**
 * The galley to render: the copy on this device (no network needed; an expired one is removed and refused), else
 * the reader product of GET /api/me/galleys/reader/viewed downloaded and stored first. With no copy and no answer
 * from the server: notOnDevice; a title the user may not read: expired or unavailable.
 */
export async function openGalley(sku: string, viewed: () => Promise<ReaderViewed | null>): Promise<GalleyLookup> {
  const stored = await storedGalley(sku);
  if (stored) return stored;
  const answer = await viewed();
  if (!answer) return { refused: 'notOnDevice' };
  const product = answer.activeProducts.find((p) => p.sku === sku);
  if (!product) return { refused: answer.expiredProducts.some((p) => p.sku === sku) ? 'expired' : 'unavailable' };
  let download = inFlight.get(sku);
  if (!download) {
    download = downloadGalley(product).finally(() => inFlight.delete(sku));
    inFlight.set(sku, download);
  }
  return download;
}
