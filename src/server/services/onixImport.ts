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

type Outcome = { inserted: boolean } | { failure: ImportFailure };

const notSaved = (record: OnixRecord, message = 'the record could not be saved'): ImportFailure => ({
  record: record.reference,
  isbn: record.isbn,
  message,
});

/**
 * One record of a batch's transaction, in its own savepoint: a refused or failing record rolls back alone, and the
 * batch commits once (a commit, with its flush to disk, per record made PostgreSQL the import's bottleneck).
 */
async function savedInBatch(tx: Tx, own: OwnPublisher[], record: OnixRecord, log: { error(obj: unknown, msg: string): void }): Promise<Outcome> {
  try {
    return { inserted: await tx.transaction((savepoint) => writeRecord(savepoint, own, record)) };
  } catch (error) {
    if (error instanceof RecordRefused) return { failure: notSaved(record, error.message) };
    log.error({ err: error, isbn: record.isbn }, 'ONIX record not saved');
    return { failure: notSaved(record) };
  }
}

/** Writes one record (in its savepoint): inserted (true), updated (false), or RecordRefused with the reason. */
async function writeRecord(tx: Tx, own: OwnPublisher[], record: OnixRecord): Promise<boolean> {
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
}

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Imports an ONIX 3.0 file into the importer's publishers: the file is checked whole first (4xx naming the field
 * when it is not well-formed ONIX 3.0), then its products are read as they stream by and written in batches, a
 * transaction per batch and a savepoint per record (upsert by ISBN: re-importing updates). Records that fail are listed with the reason.
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
  /** A batch's records in one transaction, each in its savepoint (savedInBatch); the counts are taken once it committed. */
  const writeBatch = async (batch: XmlElement[]) => {
    const reads = batch.map((product) => readProduct(product, (position += 1)));
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction(async (tx) => {
        const written: Outcome[] = [];
        for (const read of reads) written.push(read.ok ? await savedInBatch(tx, own, read.record, log) : { failure: read.failure });
        return written;
      });
    } catch (error) {
      log.error({ err: error }, 'ONIX batch not saved');
      outcomes = reads.map((read) => ({ failure: read.ok ? notSaved(read.record) : read.failure }));
    }
    for (const outcome of outcomes) {
      if ('failure' in outcome) fail(outcome.failure);
      else if (outcome.inserted) reply.imported += 1;
      else reply.updated += 1;
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
