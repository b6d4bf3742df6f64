import { and, count, eq } from 'drizzle-orm';
import type { GalleyImportReply } from '../../shared/contracts/publisherImport.ts';
import { REVIEW_COPY_FORMAT } from '../../shared/domain/reviewCopyFormats.ts';
import { makeGalleyAvailable } from './galleyAvailability.ts';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { galleyFiles, reviewCopyFormats } from '../db/schema/galleys.ts';
import { downloadUri } from '../db/seed/galleyRows.ts';
import { REVIEW_COPY_AVAILABLE } from '../db/seed/galleys.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { CheckedEpub } from './epubCheck.ts';
import { EPUB_MEDIA_TYPE } from './epub.ts';
import type { OwnPublisher } from './publisherAccess.ts';
import { jacketReplaceable, saveEpubJacket } from './epubCover.ts';
import { coverUri } from '../db/seed/titles.ts';

/**
 * The format an imported galley is offered as: EPUB (2), the one the web reader opens and Download offers as EPUB.
 * (Issue 21 §3 says 'format 4', which is Kindle in seed 2's codes: an EPUB stored as Kindle would never open in the reader.)
 */
export const IMPORTED_GALLEY_FORMAT = REVIEW_COPY_FORMAT.epub;

/**
 * Stores a checked EPUB as the galley (format 2) of one of the importer's own titles: the format entry and the file
 * are made or replaced ({sku}-2), the title becomes "review copy available" and its digital dates are set. A title
 * that had no live galley tells everyone with it on a shelf (makeGalleyAvailable), never the importer. The EPUB's
 * cover (`jacket`, made by epubJacket) becomes the title's jacket unless the publisher sent one in ONIX.
 */
export async function saveImportedGalley(
  tx: Tx,
  actorId: number,
  own: OwnPublisher[],
  sku: string,
  epub: CheckedEpub,
  bytes: Uint8Array,
  jacket: Buffer | null = null,
): Promise<GalleyImportReply> {
  const [product] = await tx
    .select({
      sku: products.sku,
      name: products.name,
      images: products.images,
      publisherId: products.publisherId,
      availability: products.reviewCopyAvailability,
      created: products.digitalCreatedDate,
    })
    .from(products)
    .where(eq(products.sku, sku))
    .for('update');
  if (!product) throw httpProblem(404, 'no such title', [{ field: 'sku', message: 'no such title' }]);
  if (!own.some((p) => p.id === product.publisherId))
    throw httpProblem(403, "the title is another publisher's", [{ field: 'sku', message: "the title is another publisher's" }]);
  const format = IMPORTED_GALLEY_FORMAT;
  const resourceId = `${sku}-${format}`;
  const [existing] = await tx
    .select({ id: reviewCopyFormats.resourceId })
    .from(reviewCopyFormats)
    .where(eq(reviewCopyFormats.resourceId, resourceId));
  const [{ n } = { n: 0 }] = existing ? [] : await tx.select({ n: count() }).from(reviewCopyFormats).where(eq(reviewCopyFormats.sku, sku));
  // Made, or renewed when it had expired (no expiry date: an imported galley stays until replaced).
  await makeGalleyAvailable(tx, actorId, { resourceId, sku, format, resourceUri: downloadUri(resourceId), drmMethod: 'open', position: n });
  const file = { mediaType: EPUB_MEDIA_TYPE, fileName: `${sku}.epub`, bytes, path: null, size: bytes.byteLength };
  await tx
    .insert(galleyFiles)
    .values({ resourceId, sku, format, ...file })
    .onConflictDoUpdate({ target: galleyFiles.resourceId, set: { ...file, createdAt: new Date() } });
  const now = new Date();
  await tx
    .update(products)
    .set({
      digitalCreatedDate: product.created ?? now,
      digitalUpdatedDate: now,
      ...(product.availability === -1 ? { reviewCopyAvailability: REVIEW_COPY_AVAILABLE } : {}),
    })
    .where(and(eq(products.sku, sku)));
  const current = product.images.find((i) => i.type === 'jacketCover')?.uri ?? coverUri(sku);
  const jacketUri = jacket && jacketReplaceable(sku, product.images) ? await saveEpubJacket(tx, sku, product.name, product.images, jacket) : current;
  return {
    sku,
    resourceId,
    format,
    size: bytes.byteLength,
    title: epub.title,
    coverImage: epub.coverImage,
    jacket: jacketUri,
    created: !existing,
  };
}
