import * as z from 'zod/mini';
import { SHELF_CHOICES, SHELVES } from '../domain/shelves.ts';
import { productSchema, skuSchema } from './titles.ts';

/** At most this many titles move in one POST /api/v1/me/shelves/{shelf}. */
export const SHELF_ITEMS_MAX = 500;

/**
 * A shelf item of GET /api/v1/me/shelves (seed 1): sku, shelf, product, isRequestable, isDownloadable and the
 * jacket cover's uri at height 450.
 */
export const shelfItemSchema = z.object({
  sku: z.string(),
  shelf: z.enum(SHELVES),
  product: productSchema,
  isRequestable: z.boolean(),
  isDownloadable: z.boolean(),
  coverImageUri: z.string(),
});
export type ShelfItem = z.infer<typeof shelfItemSchema>;
/** The caller's shelf items, shelf by shelf in the order of SHELVES, each shelf in sequence order. */
export const shelfItemListSchema = z.array(shelfItemSchema);

/** POST /api/v1/me/shelves/{shelf}: one of the six shelf keys, or Clear. */
export const shelfParamsSchema = z.object({
  shelf: z.enum(SHELF_CHOICES, `shelf must be one of ${SHELF_CHOICES.join(', ')}`),
});

/** POST /api/v1/me/shelves/{shelf} body: the shelf items to put there ({sku}; other fields of a shelf item are ignored). */
export const shelfItemsBodySchema = z
  .array(z.object({ sku: skuSchema }))
  .check(z.minLength(1, 'list at least one shelf item'), z.maxLength(SHELF_ITEMS_MAX, `at most ${SHELF_ITEMS_MAX} shelf items`));
