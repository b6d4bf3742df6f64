import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { galleyFiles, reviewCopyFormats } from '../db/schema/galleys.ts';
import { REVIEW_COPY_FORMAT } from '../../shared/domain/reviewCopyFormats.ts';
import { galleyRequests, readerPositions } from '../db/schema/requests.ts';
import type { ReaderPosition, ReaderPositionAnswer, ReaderPositionBody, ReaderProduct, ReaderViewed } from '../../shared/contracts/reader.ts';
import { furthestPosition, galleyExpired } from '../../shared/domain/readerPosition.ts';
import { httpProblem } from '../plugins/problem.ts';
import { findDigitalRequest } from './requests.ts';

type PositionRow = typeof readerPositions.$inferSelect;

function positionOf(row: PositionRow): ReaderPosition {
  return {
    created: row.created.toISOString(),
    percentOfBookCompleted: row.percentOfBookCompleted,
    cfi: row.cfi,
    lastViewed: row.lastViewed.toISOString(),
  };
}

/**
 * GET /api/me/galleys/reader/viewed: the titles the user may read in the web reader (approved digital request with a
 * stored EPUB review copy; activeProducts while the galley is live, expiredProducts after its drcExpirationDate),
 * by name, and every reading position of the user by sku.
 */
export async function readerViewed(db: Db | Tx, userId: number, now = new Date()): Promise<ReaderViewed> {
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      author: products.author,
      resourceId: reviewCopyFormats.resourceId,
      expires: reviewCopyFormats.drcExpirationDate,
    })
    .from(galleyRequests)
    .innerJoin(products, eq(products.sku, galleyRequests.sku))
    .innerJoin(reviewCopyFormats, and(eq(reviewCopyFormats.sku, galleyRequests.sku), eq(reviewCopyFormats.format, REVIEW_COPY_FORMAT.epub)))
    .innerJoin(galleyFiles, eq(galleyFiles.resourceId, reviewCopyFormats.resourceId))
    .where(and(eq(galleyRequests.userId, userId), eq(galleyRequests.requestType, 1), eq(galleyRequests.status, 'approved')))
    .orderBy(asc(products.name), asc(products.sku), asc(reviewCopyFormats.position));
  const seen = new Set<string>();
  const activeProducts: ReaderProduct[] = [];
  const expiredProducts: ReaderProduct[] = [];
  for (const row of rows) {
    if (seen.has(row.sku)) continue;
    seen.add(row.sku);
    const product = {
      sku: row.sku,
      name: row.name,
      author: row.author,
      resourceId: row.resourceId,
      drcExpirationDate: row.expires?.toISOString() ?? null,
    };
    (galleyExpired(row.expires, now) ? expiredProducts : activeProducts).push(product);
  }
  const positions = await db.select().from(readerPositions).where(eq(readerPositions.userId, userId)).orderBy(asc(readerPositions.sku));
  return { activeProducts, expiredProducts, lastReadPositionBySku: Object.fromEntries(positions.map((p) => [p.sku, positionOf(p)])) };
}

/**
 * PUT /api/me/galleys/reader/positions/{sku}: records where the reader is. The furthest position wins (a device
 * behind another never moves the reader backwards; see furthestPosition); lastViewed is always now. Only for an
 * approved requester of the title: 404 for an unknown title, 403 otherwise. Answers the position kept.
 */
export async function saveReaderPosition(
  tx: Tx,
  userId: number,
  sku: string,
  body: ReaderPositionBody,
  now = new Date(),
): Promise<ReaderPositionAnswer> {
  const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
  if (!product) throw httpProblem(404, `no title with sku ${sku}`);
  const request = await findDigitalRequest(tx, userId, sku);
  if (request?.status !== 'approved') throw httpProblem(403, 'only an approved requester of this title can read it in the web reader');
  const incoming = { cfi: body.cfi, percentOfBookCompleted: body.percentOfBookCompleted };
  const inserted = await tx
    .insert(readerPositions)
    .values({ userId, sku, ...incoming, created: now, lastViewed: now })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { sku, ...positionOf(inserted[0]) };
  const where = and(eq(readerPositions.userId, userId), eq(readerPositions.sku, sku));
  const [stored] = await tx.select().from(readerPositions).where(where).for('update');
  if (!stored) throw httpProblem(409, 'the reading position changed meanwhile; try again');
  const kept = furthestPosition(stored, { ...stored, ...incoming });
  const moved = kept !== stored;
  const [updated] = await tx
    .update(readerPositions)
    .set({ ...(moved ? { ...incoming, created: now } : {}), lastViewed: now })
    .where(where)
    .returning();
  return { sku, ...positionOf(updated!) };
}
