import { eq, or, sql } from 'drizzle-orm';
import { IMPORT_MAX_LISTED_FAILURES, ONIX_BATCH_SIZE, type ImportFailure, type OnixImportReply } from '../../shared/contracts/publisherImport.ts';
import { toWellFormedText } from '../../shared/domain/wellFormedText.ts';
import type { Db, Tx } from '../db/client.ts';
import { imprints, products, type ProductImage } from '../db/schema/catalog.ts';
import { coverUri } from '../db/seed/titles.ts';
import { countProducts, eachProducts } from './onixFile.ts';
import { readProduct, type OnixRecord } from './onixRecord.ts';
import type { OwnPublisher } from './publisherAccess.ts';
import type { XmlElement } from './xmlTree.ts';

/** A record refused while it is written (its transaction rolls back). */
class RecordRefused extends Error {}

function seasonOf(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const m = date.getUTCMonth();
  const season = m < 2 || m === 11 ? 'Winter' : m < 5 ? 'Spring' : m < 8 ? 'Summer' : 'Fall';
  return `${season} ${m === 11 ? date.getUTCFullYear() + 1 : date.getUTCFullYear()}`;
}

async function imprintFor(tx: Tx, publisher: OwnPublisher, name: string): Promise<number | null> {
  if (!name) return null;
  const find = () =>
    tx
      .select()
      .from(imprints)
      .where(eq(sql`lower(${imprints.name})`, name.toLowerCase()));
  let [row] = await find();
  if (!row) {
    await tx.insert(imprints).values({ name, publisherId: publisher.id }).onConflictDoNothing();
    [row] = await find();
  }
  if (!row || row.publisherId !== publisher.id) throw new RecordRefused(`the imprint "${name}" belongs to another publisher`);
  return row.id;
}

/** Writes one record in its own transaction: inserted (true), updated (false), or RecordRefused with the reason. */
async function writeRecord(db: Db, own: OwnPublisher[], record: OnixRecord): Promise<boolean> {
  return db.transaction(async (tx) => {
    const publisher = record.publisherName ? own.find((p) => p.name.toLowerCase() === record.publisherName.toLowerCase()) : own[0];
    if (!publisher) throw new RecordRefused(`the publisher "${record.publisherName}" is not your organization's`);
    const imprintId = await imprintFor(tx, publisher, record.imprintName);
    const [existing] = await tx
      .select({ sku: products.sku, publisherId: products.publisherId, images: products.images, descriptions: products.descriptions })
      .from(products)
      .where(or(eq(products.ean, record.isbn), eq(products.sku, record.isbn)))
      .for('update');
    if (existing && !own.some((p) => p.id === existing.publisherId)) throw new RecordRefused("the ISBN is another publisher's title");
    const sku = existing?.sku ?? record.isbn;
    const jacket: ProductImage = { type: 'jacketCover', uri: record.coverLink || coverUri(sku), caption: `${record.title} jacket cover` };
    const keptImages = (existing?.images ?? []).filter((i) => i.type !== 'jacketCover' || !record.coverLink);
    const images = keptImages.some((i) => i.type === 'jacketCover') ? keptImages : [jacket, ...keptImages];
    const values = {
      name: record.title,
      author: record.author,
      publisherId: publisher.id,
      publisher: publisher.name,
      imprintId,
      supplier: record.imprintName,
      format: record.format,
      pubDate: record.pubDate,
      pubDatePeriodDisplay: record.pubDate ? seasonOf(record.pubDate) : '',
      onSaleDate: record.onSaleDate ?? record.pubDate,
      prices: record.prices,
      pages: record.pages,
      category: record.category,
      publishingStatus: record.publishingStatus,
      images,
    };
    if (existing) {
      const descriptions = { ...existing.descriptions, summary: record.summary };
      await tx
        .update(products)
        .set({ ...values, descriptions })
        .where(eq(products.sku, existing.sku));
      return false;
    }
    const descriptions = { summary: record.summary, authorBio: '', marketingPlans: '', keySellingPoints: '', quotes: '' };
    await tx.insert(products).values({ ...values, sku, ean: record.isbn, descriptions });
    return true;
  });
}

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Imports an ONIX 3.0 file into the importer's publishers: the file is checked whole first (4xx naming the field
 * when it is not well-formed ONIX 3.0), then its products are read as they stream by and written in batches, each
 * record in its own transaction (upsert by ISBN: re-importing updates). Records that fail are listed with the reason.
 */
export async function importOnix(
  db: Db,
  own: OwnPublisher[],
  bytes: Uint8Array,
  log: { error(obj: unknown, msg: string): void },
  onProgress?: (progress: ImportProgress) => void,
): Promise<OnixImportReply> {
  const total = await countProducts(bytes);
  onProgress?.({ done: 0, total });
  const reply: OnixImportReply = { imported: 0, updated: 0, failedCount: 0, failed: [] };
  const fail = (failure: ImportFailure) => {
    reply.failedCount += 1;
    if (reply.failed.length < IMPORT_MAX_LISTED_FAILURES) {
      reply.failed.push({ record: toWellFormedText(failure.record), isbn: failure.isbn, message: toWellFormedText(failure.message).slice(0, 500) });
    }
  };
  let position = 0;
  let pending: XmlElement[] = [];
  const writeBatch = async (batch: XmlElement[]) => {
    for (const product of batch) {
      position += 1;
      const read = readProduct(product, position);
      if (!read.ok) {
        fail(read.failure);
        continue;
      }
      try {
        if (await writeRecord(db, own, read.record)) reply.imported += 1;
        else reply.updated += 1;
      } catch (error) {
        if (!(error instanceof RecordRefused)) log.error({ err: error, isbn: read.record.isbn }, 'ONIX record not saved');
        fail({
          record: read.record.reference,
          isbn: read.record.isbn,
          message: error instanceof RecordRefused ? error.message : 'the record could not be saved',
        });
      }
    }
    onProgress?.({ done: position, total });
  };
  await eachProducts(bytes, async (products) => {
    pending.push(...products);
    while (pending.length >= ONIX_BATCH_SIZE) await writeBatch(pending.splice(0, ONIX_BATCH_SIZE));
  });
  await writeBatch(pending);
  pending = [];
  return reply;
}
