import * as z from 'zod/mini';
import { idParam } from './fields.ts';
import { collectionSchema, urlEncodedNameSchema } from './collections.ts';

/** GET /api/v1/catalogs/{id}: the collection plus its titles in sequence order. */
export const catalogSchema = z.extend(collectionSchema, {
  products: z.array(z.object({ sku: z.string(), sequence: z.int() })),
  updatedDate: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** GET /api/v1/catalogs/folders: catalogue ids per folder, and the catalogues that still exist (others show as Catalog Removed). */
export const catalogFoldersSchema = z.object({
  catalogIdsByFolder: z.record(z.string(), z.array(z.int())),
  catalogs: z.record(z.string(), collectionSchema),
});
export type CatalogFolders = z.infer<typeof catalogFoldersSchema>;

export const FOLDER_NAME_MAX = 80;
/** PUT /api/v1/catalogs/{id}/folders: the folders the catalogue belongs to (replaces the list). */
export const catalogFoldersBodySchema = z
  .array(z.string().check(z.trim(), z.minLength(1, 'a folder needs a name'), z.maxLength(FOLDER_NAME_MAX)))
  .check(z.maxLength(50));

/** PUT /api/v1/catalogs/{id}/{field}: only `name` can be set; the body is the URL-encoded value (text or a JSON string). */
export const CATALOG_FIELDS = ['name'] as const;
export const catalogFieldParamsSchema = z.object({
  id: idParam(),
  field: z.enum(CATALOG_FIELDS, 'only the name of a catalogue can be changed here'),
});
export const catalogRenameBodySchema = urlEncodedNameSchema;

/** DELETE /api/v1/catalogs/{id}: the id of the deleted catalogue. */
export const catalogDeletedSchema = z.object({ id: z.int() });
