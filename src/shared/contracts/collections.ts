import { z } from 'zod';
import { skuSchema } from './titles.ts';

export const COLLECTION_NAME_MAX = 120;
export const COLLECTION_TITLES_MAX = 500;

/** A collection/catalogue in lists (seed 2): catalogID, type, name, titleCount, hasFlaggedTitle. */
export const collectionSchema = z.object({
  catalogID: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  titleCount: z.number().int(),
  hasFlaggedTitle: z.boolean(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListSchema = z.array(collectionSchema);

/** A decoded collection name: required ('Please enter a name.'), at most 120 characters. */
export const collectionNameSchema = z.string().trim().min(1, 'Please enter a name.').max(COLLECTION_NAME_MAX, `at most ${COLLECTION_NAME_MAX} characters`);

/** URL-encoded text decoded (400 naming the field when the encoding is broken), then checked as a name. */
export const urlEncodedNameSchema = z
  .string()
  .max(4 * COLLECTION_NAME_MAX)
  .transform((text, ctx) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'the name is not valid URL-encoded text' });
      return z.NEVER;
    }
  })
  .pipe(collectionNameSchema);

/** PUT /api/v1/me/collections: creates a collection {type: 2, name (URL-encoded), products: [{sku}]}. */
export const createCollectionBodySchema = z.object({
  type: z.literal(2, 'type must be 2 (collection)'),
  name: urlEncodedNameSchema,
  products: z.array(z.object({ sku: skuSchema })).max(COLLECTION_TITLES_MAX).default([]),
});

/** POST /api/v1/me/collections/{id}: the skus to add (strings or {sku}). */
export const skuListBodySchema = z
  .array(z.union([skuSchema, z.object({ sku: skuSchema }).transform((p) => p.sku)]))
  .min(1, 'list at least one sku')
  .max(COLLECTION_TITLES_MAX, `at most ${COLLECTION_TITLES_MAX} skus`);

export const catalogIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
