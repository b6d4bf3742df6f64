import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { galleyFiles, reviewCopyFormats } from '../db/schema/galleys.ts';
import { galleyDownloads, galleyRequests } from '../db/schema/requests.ts';
import type { DownloadsResponse } from '../../shared/contracts/downloads.ts';
import { httpProblem } from '../plugins/problem.ts';
import { findDigitalRequest } from './requests.ts';
import { liveFormatsBySku, productsBySkus } from './titles.ts';

/** GET /api/v1/me/galleys/downloads: the titles the user downloaded, latest download first. */
export async function listDownloads(db: Db | Tx, userId: number): Promise<DownloadsResponse> {
  const last = max(galleyDownloads.downloadDate);
  const rows = await db
    .select({ sku: galleyDownloads.sku, downloadDate: last })
    .from(galleyDownloads)
    .where(eq(galleyDownloads.userId, userId))
    .groupBy(galleyDownloads.sku)
    .orderBy(desc(last), galleyDownloads.sku);
  const skus = rows.map((r) => r.sku);
  const products = await productsBySkus(db, skus, userId);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const cancelled = skus.length
    ? new Set(
        (
          await db
            .select({ sku: galleyRequests.sku })
            .from(galleyRequests)
            .where(and(eq(galleyRequests.userId, userId), inArray(galleyRequests.sku, skus), eq(galleyRequests.status, 'cancelled')))
        ).map((r) => r.sku),
      )
    : new Set<string>();
  const formats = await liveFormatsBySku(db, skus);
  const downloads = rows.flatMap((r) => {
    const product = bySku.get(r.sku);
    if (!product || !r.downloadDate) return [];
    return [
      {
        sku: r.sku,
        updatedDate: product.digitalUpdatedDate,
        downloadDate: new Date(r.downloadDate).toISOString(),
        product,
        isRequestable: product.isRequestable,
        isDownloadable: product.isDownloadable,
        isCancelled: cancelled.has(r.sku),
        availableReviewCopyFormats: formats.get(r.sku) ?? [],
      },
    ];
  });
  return {
    downloads,
    products,
    digitalCopyInfo: products.map((p) => ({ sku: p.sku, updatedDate: p.digitalUpdatedDate })),
    downloadableSkus: products.filter((p) => p.isDownloadable).map((p) => p.sku),
    requestableSkus: products.filter((p) => p.isRequestable).map((p) => p.sku),
    cancelledSkus: [...cancelled],
    userCommunitySummaryReviews: products.filter((p) => p.reviews > 0).map((p) => ({ sku: p.sku, count: p.reviews, rating: p.rating })),
  };
}

export interface GalleyFile {
  sku: string;
  format: number;
  fileName: string;
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * The galley file behind a format entry for its requester, without recording anything: 404 for an unknown
 * resourceId, 403 unless the user has an approved digital request of the title, 410 once drcExpirationDate has passed.
 */
export async function openGalleyFile(db: Db | Tx, userId: number, resourceId: string, now = new Date()): Promise<GalleyFile> {
  const [entry] = await db
    .select({ sku: reviewCopyFormats.sku, format: reviewCopyFormats.format, expires: reviewCopyFormats.drcExpirationDate })
    .from(reviewCopyFormats)
    .where(eq(reviewCopyFormats.resourceId, resourceId));
  if (!entry) throw httpProblem(404, `no review copy with resourceId ${resourceId}`);
  const request = await findDigitalRequest(db, userId, entry.sku);
  if (request?.status !== 'approved') throw httpProblem(403, 'only an approved requester of this title can download its review copy');
  if (entry.expires && entry.expires.getTime() <= now.getTime()) throw httpProblem(410, 'this review copy has expired');
  const [file] = await db.select().from(galleyFiles).where(eq(galleyFiles.resourceId, resourceId));
  if (!file?.bytes) throw httpProblem(404, 'this review copy has no file to download');
  return { sku: entry.sku, format: entry.format, fileName: file.fileName, mediaType: file.mediaType, bytes: file.bytes };
}

/** Records a download of a galley file (method 'download', 'kindle' or 'reader'). */
export async function recordGalleyDownload(db: Db | Tx, userId: number, resourceId: string, file: GalleyFile, method: string, now: Date) {
  await db.insert(galleyDownloads).values({ userId, sku: file.sku, resourceId, format: file.format, method, downloadDate: now });
}

/**
 * openGalleyFile, then records the download (method: 'download', 'kindle' or 'reader') in the caller's transaction.
 */
export async function takeGalleyFile(tx: Tx, userId: number, resourceId: string, method = 'download', now = new Date()): Promise<GalleyFile> {
  const file = await openGalleyFile(tx, userId, resourceId, now);
  await recordGalleyDownload(tx, userId, resourceId, file, method, now);
  return file;
}
