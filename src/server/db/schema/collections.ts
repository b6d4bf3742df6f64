import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './identity.ts';

/** Collection type of seed 2 (PUT /api/v1/me/collections sends type 2). */
export const COLLECTION_TYPE = 2;

/** A user's catalogue/collection (seed 2: catalogID, type, name, products). Only its owner reads or changes it. */
export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull().default(COLLECTION_TYPE),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogs_owner_idx').on(t.ownerUserId)],
);

/** The titles of a catalogue, in sequence order (0-based; tiles show sequence + 1). */
export const catalogTitles = pgTable(
  'catalog_titles',
  {
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    /** Feeds hasFlaggedTitle of the collection list. */
    flagged: boolean('flagged').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.sku] }), index('catalog_titles_sku_idx').on(t.sku)],
);

/**
 * Folder membership of a user's catalogues (seed 2: catalogIdsByFolder). No foreign key to catalogs on
 * purpose: an entry whose catalogue was deleted stays, and the client shows it as Catalog Removed.
 */
export const catalogFolderEntries = pgTable(
  'catalog_folder_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    catalogId: integer('catalog_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.folder, t.catalogId] })],
);
