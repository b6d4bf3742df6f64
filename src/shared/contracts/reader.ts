import * as z from 'zod/mini';
import { skuSchema } from './titles.ts';

/**
 * A title the caller may read (or could, before its galley expired) in the web reader: an approved digital request
 * with an EPUB review copy. resourceId is the EPUB's, fetched through GET /api/v1/me/galleys/{resourceId}/download.
 */
export const readerProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  author: z.string(),
  resourceId: z.string(),
  drcExpirationDate: z.nullable(z.string()),
});
export type ReaderProduct = z.infer<typeof readerProductSchema>;

/**
 * The caller's furthest position in a title (seed 2: created, percentOfBookCompleted), with the CFI to reopen at
 * ('' when only the percent is known) and when the reader last showed the title.
 */
export const readerPositionSchema = z.object({
  created: z.string(),
  percentOfBookCompleted: z.number(),
  cfi: z.string(),
  lastViewed: z.string(),
});
export type ReaderPosition = z.infer<typeof readerPositionSchema>;

/** GET /api/me/galleys/reader/viewed (seed 2 Reader products): activeProducts, expiredProducts, lastReadPositionBySku. */
export const readerViewedSchema = z.object({
  activeProducts: z.array(readerProductSchema),
  expiredProducts: z.array(readerProductSchema),
  lastReadPositionBySku: z.record(z.string(), readerPositionSchema),
});
export type ReaderViewed = z.infer<typeof readerViewedSchema>;

export const CFI_MAX_LENGTH = 2000;

/** PUT /api/me/galleys/reader/positions/{sku} body: where the reader is now. */
export const readerPositionBodySchema = z.object({
  cfi: z
    .string()
    .check(
      z.maxLength(CFI_MAX_LENGTH, `at most ${CFI_MAX_LENGTH} characters`),
      z.regex(/^(epubcfi\(.*\))?$/, "an EPUB CFI (epubcfi), or '' when unknown"),
    ),
  percentOfBookCompleted: z.number().check(z.gte(0, 'between 0 and 100'), z.lte(100, 'between 0 and 100')),
});
export type ReaderPositionBody = z.infer<typeof readerPositionBodySchema>;

export const readerPositionParamsSchema = z.object({ sku: skuSchema });

/** The position kept after a write (the furthest of the stored and the sent one). */
export const readerPositionAnswerSchema = z.extend(readerPositionSchema, { sku: z.string() });
export type ReaderPositionAnswer = z.infer<typeof readerPositionAnswerSchema>;
