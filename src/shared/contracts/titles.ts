// Contracts (this folder) use zod/mini, not classic 'zod': the client bundles them, and classic zod's schema classes carry
// every method and cannot be tree-shaken (~25 KiB gz of the first route's 200 KiB). Write z.optional(x), z.nullable(x),
// z._default(x, v), x.check(z.minLength(1, 'msg'), z.maxLength(n)), z.int(), z.extend(a, {...}); tests/unit/zodMiniOnly.test.ts
// fails on a classic import under src/client or src/shared. The server loads zod's English messages (src/server/zodLocale.ts).
import * as z from 'zod/mini';
import { idParam, int4, text } from './fields.ts';
import { FILTER_SECTIONS, type FilterSectionKey } from '../domain/titleFilters.ts';
import { ALL_SORT_KEYS } from '../domain/titleSort.ts';

/** A SKU in a path or body: the ISBN-13 (or another id of up to 64 visible characters). */
export const skuSchema = z.string().check(z.maxLength(64, 'not a valid sku'), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'not a valid sku'));

export const productImageSchema = z.object({ type: z.enum(['jacketCover', 'interior']), uri: z.string(), caption: z.string() });
export const productLinkSchema = z.object({ type: z.string(), uri: z.string(), caption: z.string() });
export const productDescriptionsSchema = z.object({
  summary: z.string(),
  authorBio: z.string(),
  marketingPlans: z.string(),
  keySellingPoints: z.string(),
  quotes: z.string(),
});
export const productPriceSchema = z.object({ name: z.string(), price: z.number() });

/** A review copy format entry (seed 2): format code, resourceId, resourceUri, DRM, expiry, audio parts. */
export const reviewCopyFormatSchema = z.object({
  format: z.int(),
  resourceId: z.string(),
  resourceUri: z.string(),
  drmMethod: z.string(),
  drcExpirationDate: z.nullable(z.string()),
  drcExpirationDays: z.nullable(z.int()),
  audioZipUrl: z.nullable(z.string()),
  audioZipFileSize: z.nullable(z.int()),
  audioChapterUrlByChapter: z.nullable(z.record(z.string(), z.string())),
  audioChapterFileSizeByChapter: z.nullable(z.record(z.string(), z.number())),
});

/**
 * The product/title of seed 2 section 3 as lists carry it. Per-user fields (isRequestable, isDownloadable,
 * reviewCopyAvailability 2/1/-1 or 999999, reviews, rating) are for the signed-in caller; anonymous callers get
 * false / -1 / 0. sequence is set on catalogue lists (0-based; tiles show sequence + 1), null elsewhere.
 */
export const productSchema = z.object({
  sku: z.string(),
  ean: z.string(),
  name: z.string(),
  author: z.string(),
  supplier: z.string(),
  publisher: z.string(),
  format: z.string(),
  formatDescription: z.string(),
  pubDate: z.nullable(z.string()),
  pubDatePeriodDisplay: z.string(),
  onSaleDate: z.nullable(z.string()),
  prices: z.array(productPriceSchema),
  pages: z.nullable(z.int()),
  measurements: z.string(),
  category: z.string(),
  series: z.string(),
  publishingStatus: z.string(),
  images: z.array(productImageSchema),
  markupNotes: z.array(z.object({ value: z.string() })),
  markupNoteIndicator: z.boolean(),
  reviewCopyAvailability: z.int(),
  digitalCreatedDate: z.nullable(z.string()),
  digitalUpdatedDate: z.nullable(z.string()),
  reviews: z.int(),
  rating: z.nullable(z.number()),
  sequence: z.nullable(z.int()),
  isRequestable: z.boolean(),
  isDownloadable: z.boolean(),
  isPrcRequestable: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/{sku}: the list form plus links, descriptions and the live review copy formats. */
export const productDetailSchema = z.extend(productSchema, {
  links: z.array(productLinkSchema),
  descriptions: productDescriptionsSchema,
  availableReviewCopyFormats: z.array(reviewCopyFormatSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const skuParamsSchema = z.object({ sku: skuSchema });

/** POST /api/products/products,images body: the skus wanted (at most 100); unknown skus are left out of the answer. */
export const PRODUCTS_BATCH_MAX = 100;
export const productsBatchBodySchema = z
  .array(skuSchema)
  .check(z.minLength(1, 'list at least one sku'), z.maxLength(PRODUCTS_BATCH_MAX, `at most ${PRODUCTS_BATCH_MAX} skus`));
export const productListSchema = z.array(productSchema);

/** GET /api/products/{}/search?q=&attributes=product,images&limit= (title autocomplete on name or author). */
export const SEARCH_LIMIT_MAX = 50;
export const productSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'type at least one character'), z.maxLength(200, 'at most 200 characters')),
  attributes: z._default(
    z.string().check(z.maxLength(100), z.regex(/^(product|images)(,(product|images))*$/, 'attributes is a comma list of product and images')),
    'product,images',
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_LIMIT_MAX)), 10),
});
/** One autocomplete hit: the product (when asked for) and its images (when asked for). */
export const productSearchHitSchema = z.object({
  sku: z.string(),
  name: z.string(),
  author: z.string(),
  product: z.optional(productSchema),
  images: z.optional(z.array(productImageSchema)),
});
export const productSearchResultSchema = z.array(productSearchHitSchema);

export const webreaderSkusSchema = z.array(z.string());

/** A browse refinement (seed 2): lane type, code, include or exclude. */
export const refinementSchema = z.object({
  viewId: z.optional(int4()),
  browseLaneType: text(40).check(z.minLength(1)),
  code: text(200),
  isExclusion: z._default(z.boolean(), false),
});
export const REFINEMENTS_MAX = 200;

/** A query parameter holding JSON text of refinements. */
export const refinementsParamSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20_000)),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({
          code: 'custom',
          message: 'filters must be JSON: a list of {browseLaneType, code, isExclusion}',
          input: text,
        });
        return z.NEVER;
      }
    }),
  ),
  z.array(refinementSchema).check(z.maxLength(REFINEMENTS_MAX)),
);

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Query of GET /api/v1/filters/{viewId}/titles (and /count, and GET /api/v1/catalogs/{id}/titles):
 * page (1-based), pageSize (default 20, at most 100), q (name or author, case-insensitive), sort and order
 * (default per view), filters (JSON refinements), lane (review lane 1-4 by publication date).
 */
export const filteredTitlesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), PAGE_SIZE_DEFAULT),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z.optional(z.enum(ALL_SORT_KEYS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  filters: z.optional(refinementsParamSchema),
  lane: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))),
});
export type FilteredTitlesQuery = z.infer<typeof filteredTitlesQuerySchema>;

/** viewId: 0 (every title), a community's viewId (5000 + its id), or one of the caller's saved filter ids (>= 100000). */
export const viewIdParamsSchema = z.object({ viewId: idParam(0) });

/** The filtered-titles response of seed 2, plus paging facts (totalCount, page, pageSize). */
export const filteredTitlesSchema = z.object({
  products: z.array(productSchema),
  digitalCopyInfo: z.array(z.object({ sku: z.string(), updatedDate: z.nullable(z.string()) })),
  requestableSkus: z.array(z.string()),
  downloadableSkus: z.array(z.string()),
  userCommunitySummaryReviews: z.array(z.object({ sku: z.string(), count: z.int(), rating: z.nullable(z.number()) })),
  totalCount: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type FilteredTitles = z.infer<typeof filteredTitlesSchema>;
export const titleCountSchema = z.object({ count: z.int() });

/** Query of GET /api/v1/filters/{viewId}/titles/facets and /api/v1/catalogs/{id}/titles/facets: the list's text search. */
export const titleFacetsQuerySchema = z.pick(filteredTitlesQuerySchema, { q: true });
export type TitleFacetsQuery = z.infer<typeof titleFacetsQuerySchema>;

const sectionKeys = FILTER_SECTIONS.map((s) => s.key) as [FilterSectionKey, ...FilterSectionKey[]];

/**
 * The filter drawer's data for a list (its source and text search, without the drawer's own filters): the titles
 * counted (the drawer's M) and the sections with more than one distinct value, each value with its label ('No
 * {section}' for titles without one, last) and how many titles have it, for the caller (review copy availability
 * is per user).
 */
export const titleFacetsSchema = z.object({
  totalCount: z.int(),
  sections: z.array(
    z.object({
      key: z.enum(sectionKeys),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), label: z.string(), count: z.int() })),
    }),
  ),
});
export type TitleFacets = z.infer<typeof titleFacetsSchema>;
