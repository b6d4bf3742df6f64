import { z } from 'zod';
import { FILTER_SECTIONS, type FilterSectionKey } from '../domain/titleFilters.ts';
import { ALL_SORT_KEYS } from '../domain/titleSort.ts';

/** A SKU in a path or body: the ISBN-13 (or another id of up to 64 visible characters). */
export const skuSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'not a valid sku');

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
  format: z.number().int(),
  resourceId: z.string(),
  resourceUri: z.string(),
  drmMethod: z.string(),
  drcExpirationDate: z.string().nullable(),
  drcExpirationDays: z.number().int().nullable(),
  audioZipUrl: z.string().nullable(),
  audioZipFileSize: z.number().int().nullable(),
  audioChapterUrlByChapter: z.record(z.string(), z.string()).nullable(),
  audioChapterFileSizeByChapter: z.record(z.string(), z.number()).nullable(),
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
  pubDate: z.string().nullable(),
  pubDatePeriodDisplay: z.string(),
  onSaleDate: z.string().nullable(),
  prices: z.array(productPriceSchema),
  pages: z.number().int().nullable(),
  measurements: z.string(),
  category: z.string(),
  series: z.string(),
  publishingStatus: z.string(),
  images: z.array(productImageSchema),
  markupNotes: z.array(z.object({ value: z.string() })),
  markupNoteIndicator: z.boolean(),
  reviewCopyAvailability: z.number().int(),
  digitalCreatedDate: z.string().nullable(),
  digitalUpdatedDate: z.string().nullable(),
  reviews: z.number().int(),
  rating: z.number().nullable(),
  sequence: z.number().int().nullable(),
  isRequestable: z.boolean(),
  isDownloadable: z.boolean(),
  isPrcRequestable: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/{sku}: the list form plus links, descriptions and the live review copy formats. */
export const productDetailSchema = productSchema.extend({
  links: z.array(productLinkSchema),
  descriptions: productDescriptionsSchema,
  availableReviewCopyFormats: z.array(reviewCopyFormatSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const skuParamsSchema = z.object({ sku: skuSchema });

/** POST /api/products/products,images body: the skus wanted (at most 100); unknown skus are left out of the answer. */
export const PRODUCTS_BATCH_MAX = 100;
export const productsBatchBodySchema = z.array(skuSchema).min(1, 'list at least one sku').max(PRODUCTS_BATCH_MAX, `at most ${PRODUCTS_BATCH_MAX} skus`);
export const productListSchema = z.array(productSchema);

/** GET /api/products/{}/search?q=&attributes=product,images&limit= (title autocomplete on name or author). */
export const SEARCH_LIMIT_MAX = 50;
export const productSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'type at least one character').max(200, 'at most 200 characters'),
  attributes: z
    .string()
    .regex(/^(product|images)(,(product|images))*$/, 'attributes is a comma list of product and images')
    .default('product,images'),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(10),
});
/** One autocomplete hit: the product (when asked for) and its images (when asked for). */
export const productSearchHitSchema = z.object({
  sku: z.string(),
  name: z.string(),
  author: z.string(),
  product: productSchema.optional(),
  images: z.array(productImageSchema).optional(),
});
export const productSearchResultSchema = z.array(productSearchHitSchema);

export const webreaderSkusSchema = z.array(z.string());

/** A browse refinement (seed 2): lane type, code, include or exclude. */
export const refinementSchema = z.object({
  viewId: z.number().int().optional(),
  browseLaneType: z.string().min(1).max(40),
  code: z.string().max(200),
  isExclusion: z.boolean().default(false),
});
export const REFINEMENTS_MAX = 200;

/** A query parameter holding JSON text of refinements. */
export const refinementsParamSchema = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters must be JSON: a list of {browseLaneType, code, isExclusion}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(refinementSchema).max(REFINEMENTS_MAX));

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Query of GET /api/v1/filters/{viewId}/titles (and /count, and GET /api/v1/catalogs/{id}/titles):
 * page (1-based), pageSize (default 20, at most 100), q (name or author, case-insensitive), sort and order
 * (default per view), filters (JSON refinements), lane (review lane 1-4 by publication date).
 */
export const filteredTitlesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ALL_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  filters: refinementsParamSchema.optional(),
  lane: z.coerce.number().int().min(1).max(4).optional(),
});
export type FilteredTitlesQuery = z.infer<typeof filteredTitlesQuerySchema>;

/** viewId: 0 (every title), a community's viewId (5000 + its id), or one of the caller's saved filter ids (>= 100000). */
export const viewIdParamsSchema = z.object({ viewId: z.coerce.number().int().min(0).max(2_147_483_647) });

/** The filtered-titles response of seed 2, plus paging facts (totalCount, page, pageSize). */
export const filteredTitlesSchema = z.object({
  products: z.array(productSchema),
  digitalCopyInfo: z.array(z.object({ sku: z.string(), updatedDate: z.string().nullable() })),
  requestableSkus: z.array(z.string()),
  downloadableSkus: z.array(z.string()),
  userCommunitySummaryReviews: z.array(z.object({ sku: z.string(), count: z.number().int(), rating: z.number().nullable() })),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FilteredTitles = z.infer<typeof filteredTitlesSchema>;
export const titleCountSchema = z.object({ count: z.number().int() });

/** Query of GET /api/v1/filters/{viewId}/titles/facets and /api/v1/catalogs/{id}/titles/facets: the list's text search. */
export const titleFacetsQuerySchema = filteredTitlesQuerySchema.pick({ q: true });
export type TitleFacetsQuery = z.infer<typeof titleFacetsQuerySchema>;

const sectionKeys = FILTER_SECTIONS.map((s) => s.key) as [FilterSectionKey, ...FilterSectionKey[]];

/**
 * The filter drawer's data for a list (its source and text search, without the drawer's own filters): the titles
 * counted (the drawer's M) and the sections with more than one distinct value, each value with its label ('No
 * {section}' for titles without one, last) and how many titles have it, for the caller (review copy availability
 * is per user).
 */
export const titleFacetsSchema = z.object({
  totalCount: z.number().int(),
  sections: z.array(
    z.object({
      key: z.enum(sectionKeys),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
    }),
  ),
});
export type TitleFacets = z.infer<typeof titleFacetsSchema>;
