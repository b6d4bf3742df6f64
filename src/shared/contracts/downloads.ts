import * as z from 'zod/mini';
import { productSchema, reviewCopyFormatSchema } from './titles.ts';

/**
 * A title the caller downloaded (seed 1 Download: sku, updatedDate, product, isRequestable, isDownloadable,
 * isCancelled, availableReviewCopyFormats; seed 2: downloadDate). updatedDate is the galley's digitalUpdatedDate;
 * downloadDate the caller's latest download of it.
 */
export const downloadSchema = z.object({
  sku: z.string(),
  updatedDate: z.nullable(z.string()),
  downloadDate: z.string(),
  product: productSchema,
  isRequestable: z.boolean(),
  isDownloadable: z.boolean(),
  isCancelled: z.boolean(),
  availableReviewCopyFormats: z.array(reviewCopyFormatSchema),
});
export type Download = z.infer<typeof downloadSchema>;

/**
 * GET /api/v1/me/galleys/downloads (seed 1): downloads (latest first), products, digitalCopyInfo,
 * downloadableSkus, requestableSkus, cancelledSkus and userCommunitySummaryReviews of those titles.
 */
export const downloadsResponseSchema = z.object({
  downloads: z.array(downloadSchema),
  products: z.array(productSchema),
  digitalCopyInfo: z.array(z.object({ sku: z.string(), updatedDate: z.nullable(z.string()) })),
  downloadableSkus: z.array(z.string()),
  requestableSkus: z.array(z.string()),
  cancelledSkus: z.array(z.string()),
  userCommunitySummaryReviews: z.array(z.object({ sku: z.string(), count: z.int(), rating: z.nullable(z.number()) })),
});
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

/** GET /api/v1/me/galleys/{resourceId}/download: the resourceId of a review copy format entry. */
export const resourceIdParamsSchema = z.object({
  resourceId: z.string().check(z.maxLength(100), z.regex(/^[A-Za-z0-9._-]{1,100}$/, 'not a valid resourceId')),
});

/**
 * Query of GET /api/v1/me/galleys/{resourceId}/download: method=kindle asks for a Kindle send (seed 2: the same path
 * is "send to Kindle") instead of the file; no method (or method=download) streams the file; method=reader streams it
 * for the in-app reader (recorded as such with the download).
 */
export const GALLEY_DOWNLOAD_METHODS = ['download', 'kindle', 'reader'] as const;
export const galleyDownloadQuerySchema = z.object({ method: z._default(z.enum(GALLEY_DOWNLOAD_METHODS), 'download') });

/** The answer of a Kindle send: the galley was mailed to the saved Kindle email and recorded as a 'kindle' download. */
export const kindleSentSchema = z.object({
  sent: z.literal(true),
  sku: z.string(),
  resourceId: z.string(),
  kindleEmail: z.string(),
  kindleDownloadMethod: z.string(),
  downloadDate: z.string(),
});
export type KindleSent = z.infer<typeof kindleSentSchema>;
