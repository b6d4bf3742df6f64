import * as z from 'zod/mini';
import { idParam, wellFormed } from './fields.ts';
import { skuSchema } from './titles.ts';

export const COLLECTION_NAME_MAX = 120;
export const COLLECTION_TITLES_MAX = 500;

/** A collection/catalogue in lists (seed 2): catalogID, type, name, titleCount, hasFlaggedTitle. */
export const collectionSchema = z.object({
  catalogID: z.int(),
  type: z.int(),
  name: z.string(),
  titleCount: z.int(),
  hasFlaggedTitle: z.boolean(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListSchema = z.array(collectionSchema);

/** A decoded collection name: required ('Please enter a name.'), at most 120 characters. */
export const collectionNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a name.'),
    z.maxLength(COLLECTION_NAME_MAX, `at most ${COLLECTION_NAME_MAX} characters`),
    wellFormed(),
  );

/** URL-encoded text decoded (400 naming the field when the encoding is broken), then checked as a name. */
export const urlEncodedNameSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(4 * COLLECTION_NAME_MAX)),
    z.transform((text, ctx) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        ctx.issues.push({ code: 'custom', message: 'the name is not valid URL-encoded text', input: text });
        return z.NEVER;
      }
    }),
  ),
  collectionNameSchema,
);

/** PUT /api/v1/me/collections: creates a collection {type: 2, name (URL-encoded), products: [{sku}]}. */
export const createCollectionBodySchema = z.object({
  type: z.literal(2, 'type must be 2 (collection)'),
  name: urlEncodedNameSchema,
  products: z._default(z.array(z.object({ sku: skuSchema })).check(z.maxLength(COLLECTION_TITLES_MAX)), []),
});

/** POST /api/v1/me/collections/{id}: the skus to add (strings or {sku}). */
export const skuListBodySchema = z
  .array(
    z.union([
      skuSchema,
      z.pipe(
        z.object({ sku: skuSchema }),
        z.transform((p) => p.sku),
      ),
    ]),
  )
  .check(z.minLength(1, 'list at least one sku'), z.maxLength(COLLECTION_TITLES_MAX, `at most ${COLLECTION_TITLES_MAX} skus`));

export const catalogIdParamsSchema = z.object({ id: idParam() });
