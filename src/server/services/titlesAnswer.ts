import * as z from 'zod/mini';
import { productSchema, type FilteredTitles, type FilteredTitlesQuery } from '../../shared/contracts/titles.ts';
import type { TitlePage } from './filters.ts';
import { sharedProduct, USER_PRODUCT_FIELDS, userProductFields, type ListRow } from './titles.ts';
import type { TitleExtras } from './titlesAccess.ts';

/** The caller's fields of each title of a page, and the seed's per-user lists of the page. */
function callerParts(page: TitlePage, extras: TitleExtras, signedIn: boolean) {
  const fields = page.rows.map((row) => userProductFields(row.sku, extras, signedIn));
  const lists: Omit<FilteredTitles, 'products' | 'totalCount' | 'page' | 'pageSize'> = {
    digitalCopyInfo: page.rows
      .filter((row) => extras.live.has(row.sku))
      .map((row) => ({ sku: row.sku, updatedDate: row.digitalUpdatedDate ? row.digitalUpdatedDate.toISOString() : null })),
    requestableSkus: page.rows.filter((_, i) => fields[i]!.isRequestable).map((row) => row.sku),
    downloadableSkus: page.rows.filter((_, i) => fields[i]!.isDownloadable).map((row) => row.sku),
    userCommunitySummaryReviews: page.rows.flatMap((row) => {
      const s = extras.summary.get(row.sku);
      return s ? [{ sku: row.sku, count: s.count, rating: s.rating }] : [];
    }),
  };
  return { fields, lists };
}

/** The filtered-titles answer of a page with the caller's facts (extras may cover more titles than the page). */
export function filteredTitles(page: TitlePage, extras: TitleExtras, query: FilteredTitlesQuery, signedIn: boolean): FilteredTitles {
  const { fields, lists } = callerParts(page, extras, signedIn);
  const products = page.rows.map((row, i) => ({ ...sharedProduct(row), ...fields[i]! }));
  return { products, ...lists, totalCount: page.total, page: query.page, pageSize: query.pageSize };
}

const sharedProductSchema = z.omit(
  productSchema,
  Object.fromEntries(USER_PRODUCT_FIELDS.map((f) => [f, true])) as { [K in (typeof USER_PRODUCT_FIELDS)[number]]: true },
);

/** A title's shared fields as JSON text, checked against the contract, without its closing brace (kept with a cached page). */
export function sharedProductJson(row: ListRow): string {
  return JSON.stringify(sharedProductSchema.parse(sharedProduct(row))).slice(0, -1);
}

/**
 * The same answer as filteredTitles, as JSON text: each title's cached shared JSON (sharedProductJson) completed
 * with the caller's fields. Skips the contract's encoding of the whole answer on the hot path; what it adds (the
 * caller's fields and lists) is typed by the contract.
 */
export function filteredTitlesJson(
  page: TitlePage,
  sharedJson: string[],
  extras: TitleExtras,
  query: FilteredTitlesQuery,
  signedIn: boolean,
): string {
  const { fields, lists } = callerParts(page, extras, signedIn);
  // The caller's fields are numbers, booleans and null: written out directly, in the contract's names.
  const products = fields
    .map(
      (f, i) =>
        `${sharedJson[i]},"reviewCopyAvailability":${f.reviewCopyAvailability},"reviews":${f.reviews},"rating":${f.rating},` +
        `"isRequestable":${f.isRequestable},"isDownloadable":${f.isDownloadable}}`,
    )
    .join(',');
  const rest: Omit<FilteredTitles, 'products'> = { ...lists, totalCount: page.total, page: query.page, pageSize: query.pageSize };
  return `{"products":[${products}],${JSON.stringify(rest).slice(1)}`;
}
