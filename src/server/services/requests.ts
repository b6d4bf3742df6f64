import { and, desc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { galleyDownloads, galleyRequests } from '../db/schema/requests.ts';
import type { GalleyRequest } from '../../shared/contracts/requests.ts';
import { CANCELLED_GALLEY_STATUS } from '../../shared/domain/requests.ts';
import { productsBySkus } from './titles.ts';

/**
 * The user's review copy requests with their titles and latest download dates, most recently submitted first
 * (only those of one title when `sku` is given).
 */
export async function listRequests(db: Db | Tx, userId: number, sku?: string): Promise<GalleyRequest[]> {
  const rows = await db
    .select()
    .from(galleyRequests)
    .where(and(eq(galleyRequests.userId, userId), sku === undefined ? undefined : eq(galleyRequests.sku, sku)))
    .orderBy(desc(galleyRequests.submittedDate), desc(galleyRequests.id));
  if (!rows.length) return [];
  const downloads = await db
    .select({ sku: galleyDownloads.sku, last: max(galleyDownloads.downloadDate) })
    .from(galleyDownloads)
    .where(and(eq(galleyDownloads.userId, userId), sku === undefined ? undefined : eq(galleyDownloads.sku, sku)))
    .groupBy(galleyDownloads.sku);
  const lastDownload = new Map(downloads.map((d) => [d.sku, d.last]));
  const products = new Map(
    (
      await productsBySkus(
        db,
        rows.map((r) => r.sku),
        userId,
      )
    ).map((p) => [p.sku, p]),
  );
  return rows.flatMap((r) => {
    const product = products.get(r.sku);
    if (!product) return [];
    const downloaded = lastDownload.get(r.sku);
    return [
      {
        id: r.id,
        sku: r.sku,
        status: r.status,
        galleyStatus: r.status === 'cancelled' ? CANCELLED_GALLEY_STATUS : null,
        requestType: r.requestType,
        evaluationType: r.evaluationType,
        submittedDate: r.submittedDate.toISOString(),
        statusChangedDate: r.statusChangedDate.toISOString(),
        downloadDate: downloaded ? new Date(downloaded).toISOString() : null,
        product,
      },
    ];
  });
}

/** The user's digital request of a title, if any. */
export async function findDigitalRequest(db: Db | Tx, userId: number, sku: string) {
  const [row] = await db
    .select()
    .from(galleyRequests)
    .where(and(eq(galleyRequests.userId, userId), eq(galleyRequests.sku, sku), eq(galleyRequests.requestType, 1)));
  return row ?? null;
}
