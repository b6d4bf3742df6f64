import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { galleyFiles, reviewCopyFormats } from '../db/schema/galleys.ts';
import { REVIEW_COPY_FORMAT } from '../../shared/domain/reviewCopyFormats.ts';
import type { Product, ProductDetail } from '../../shared/contracts/titles.ts';
import { titleExtras, type TitleExtras } from './titlesAccess.ts';

/** The product columns list views read (links and descriptions only on the detail). */
export const listColumns = {
  sku: products.sku,
  ean: products.ean,
  name: products.name,
  author: products.author,
  supplier: products.supplier,
  publisher: products.publisher,
  format: products.format,
  formatDescription: products.formatDescription,
  pubDate: products.pubDate,
  pubDatePeriodDisplay: products.pubDatePeriodDisplay,
  onSaleDate: products.onSaleDate,
  prices: products.prices,
  pages: products.pages,
  measurements: products.measurements,
  category: products.category,
  series: products.series,
  publishingStatus: products.publishingStatus,
  images: products.images,
  markupNotes: products.markupNotes,
  reviewCopyAvailability: products.reviewCopyAvailability,
  digitalCreatedDate: products.digitalCreatedDate,
  digitalUpdatedDate: products.digitalUpdatedDate,
  isPrcRequestable: products.isPrcRequestable,
};
export type ListRow = { [K in keyof typeof listColumns]: (typeof products.$inferSelect)[K] } & { sequence?: number | null };

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Availability code for the caller: 2 download, 1 request, 999999 review copy (anonymous), -1 none. */
function availabilityCode(sku: string, extras: TitleExtras, signedIn: boolean): number {
  if (extras.downloadable.has(sku)) return 2;
  if (extras.requestable.has(sku)) return 1;
  if (!signedIn && extras.live.has(sku)) return 999999;
  return -1;
}

/** The caller's fields of a title (false, -1 or 999999, 0 and null for anonymous callers). */
export const USER_PRODUCT_FIELDS = ['reviewCopyAvailability', 'reviews', 'rating', 'isRequestable', 'isDownloadable'] as const;
export type UserProductFields = Pick<Product, (typeof USER_PRODUCT_FIELDS)[number]>;
export type SharedProduct = Omit<Product, (typeof USER_PRODUCT_FIELDS)[number]>;

/** The fields of a title that are the same for every caller. */
export function sharedProduct(row: ListRow): SharedProduct {
  // The stored availability is an input of the caller's code, not the code itself.
  const { reviewCopyAvailability: _stored, ...shared } = row;
  return {
    ...shared,
    digitalCreatedDate: iso(row.digitalCreatedDate),
    digitalUpdatedDate: iso(row.digitalUpdatedDate),
    markupNoteIndicator: row.markupNotes.length > 0,
    sequence: row.sequence ?? null,
  };
}

export function userProductFields(sku: string, extras: TitleExtras, signedIn: boolean): UserProductFields {
  const summary = extras.summary.get(sku);
  return {
    reviewCopyAvailability: availabilityCode(sku, extras, signedIn),
    reviews: summary?.count ?? 0,
    rating: summary?.rating ?? null,
    isRequestable: extras.requestable.has(sku),
    isDownloadable: extras.downloadable.has(sku),
  };
}

export function toProduct(row: ListRow, extras: TitleExtras, signedIn: boolean): Product {
  return { ...sharedProduct(row), ...userProductFields(row.sku, extras, signedIn) };
}

export async function toProducts(db: Db | Tx, rows: ListRow[], userId: number | null): Promise<Product[]> {
  const extras = await titleExtras(
    db,
    userId,
    rows.map((r) => r.sku),
  );
  return rows.map((r) => toProduct(r, extras, userId !== null));
}

type FormatEntry = ProductDetail['availableReviewCopyFormats'][number];

/** Live review copy format entries of titles, each title's in position order (one query for all of them). */
export async function liveFormatsBySku(db: Db | Tx, skus: string[]): Promise<Map<string, FormatEntry[]>> {
  const bySku = new Map<string, FormatEntry[]>(skus.map((sku) => [sku, []]));
  if (!skus.length) return bySku;
  const rows = await db
    .select()
    .from(reviewCopyFormats)
    .where(
      and(
        inArray(reviewCopyFormats.sku, skus),
        sql`(${reviewCopyFormats.drcExpirationDate} is null or ${reviewCopyFormats.drcExpirationDate} > now())`,
      ),
    )
    .orderBy(asc(reviewCopyFormats.sku), asc(reviewCopyFormats.position), asc(reviewCopyFormats.format));
  for (const f of rows) {
    bySku.get(f.sku)?.push({
      format: f.format,
      resourceId: f.resourceId,
      resourceUri: f.resourceUri,
      drmMethod: f.drmMethod,
      drcExpirationDate: iso(f.drcExpirationDate),
      drcExpirationDays: f.drcExpirationDays,
      audioZipUrl: f.audioZipUrl,
      audioZipFileSize: f.audioZipFileSize,
      audioChapterUrlByChapter: f.audioChapterUrlByChapter,
      audioChapterFileSizeByChapter: f.audioChapterFileSizeByChapter,
    });
  }
  return bySku;
}

export async function findProduct(db: Db | Tx, sku: string, userId: number | null): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ ...listColumns, links: products.links, descriptions: products.descriptions })
    .from(products)
    .where(eq(products.sku, sku));
  if (!row) return null;
  const { links, descriptions, ...list } = row;
  const [product] = await toProducts(db, [list], userId);
  return { ...product!, links, descriptions, availableReviewCopyFormats: (await liveFormatsBySku(db, [sku])).get(sku) ?? [] };
}

/** The part of a title GET /api/products/{sku}/images, /links and /descriptions answer; null when unknown. */
export async function productPart<K extends 'images' | 'links' | 'descriptions'>(db: Db | Tx, sku: string, part: K) {
  const [row] = await db.select({ value: products[part] }).from(products).where(eq(products.sku, sku));
  return row ? (row.value as (typeof products.$inferSelect)[K]) : null;
}

/** What the server draws of a title page before any script runs (plugins/client.ts): its name and pictures; null when unknown. */
export async function titleShellFacts(db: Db | Tx, sku: string) {
  const [row] = await db.select({ name: products.name, images: products.images }).from(products).where(eq(products.sku, sku));
  return row ?? null;
}

/** Titles for a list of skus, in the order asked (unknown skus left out, repeats once). */
export async function productsBySkus(db: Db | Tx, skus: string[], userId: number | null): Promise<Product[]> {
  const unique = [...new Set(skus)];
  const rows = await db.select(listColumns).from(products).where(inArray(products.sku, unique));
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const ordered = unique.flatMap((s) => (bySku.has(s) ? [bySku.get(s)!] : []));
  return toProducts(db, ordered, userId);
}

/** `%text%` for LIKE with %, _ and \ escaped, lower-cased. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match on name or author (trigram indexes on lower(name), lower(author)). */
export function nameOrAuthorSql(text: string) {
  const pattern = containsPattern(text);
  return or(sql`lower(${products.name}) like ${pattern}`, sql`lower(${products.author}) like ${pattern}`)!;
}

/** Title autocomplete: name or author contains q; names starting with q first, then by name. */
export async function searchProducts(db: Db | Tx, q: string, limit: number, userId: number | null) {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(nameOrAuthorSql(q))
    .orderBy(sql`(lower(${products.name}) like ${prefix}) desc`, sql`lower(${products.name})`, products.sku)
    .limit(limit);
  return toProducts(db, rows, userId);
}

/** Skus readable in the web reader: titles with a live EPUB review copy whose file is stored. */
export async function webreaderSkus(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sku: reviewCopyFormats.sku })
    .from(reviewCopyFormats)
    .innerJoin(galleyFiles, eq(galleyFiles.resourceId, reviewCopyFormats.resourceId))
    .where(
      and(
        eq(reviewCopyFormats.format, REVIEW_COPY_FORMAT.epub),
        sql`(${reviewCopyFormats.drcExpirationDate} is null or ${reviewCopyFormats.drcExpirationDate} > now())`,
      ),
    )
    .orderBy(reviewCopyFormats.sku);
  return rows.map((r) => r.sku);
}
