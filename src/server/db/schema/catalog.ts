import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './identity.ts';

/** One price of a title (seed 2: prices, a list of name and price; USD is the one shown). */
export interface ProductPrice {
  name: string;
  price: number;
}
export type ProductImageType = 'jacketCover' | 'interior';
export interface ProductImage {
  type: ProductImageType;
  uri: string;
  caption: string;
}
export interface ProductLink {
  type: string;
  uri: string;
  caption: string;
}
/** The five description panels of the title detail page. */
export interface ProductDescriptions {
  summary: string;
  authorBio: string;
  marketingPlans: string;
  keySellingPoints: string;
  quotes: string;
}
export interface MarkupNote {
  value: string;
}

/** Publishers (owned by an organisation); the seed's "publisher" of a title. */
export const publishers = pgTable('publishers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  orgId: integer('org_id').references(() => organizations.id, { onDelete: 'set null' }),
});

/** Imprints: the seed's "supplier" of a title. */
export const imprints = pgTable('imprints', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  publisherId: integer('publisher_id')
    .notNull()
    .references(() => publishers.id, { onDelete: 'cascade' }),
});

/** The product/title entity of seed 2 section 3 (per-user fields such as isRequestable are derived, not stored). */
export const products = pgTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    /** ISBN-13. */
    ean: text('ean').notNull().unique(),
    name: text('name').notNull(),
    author: text('author').notNull(),
    imprintId: integer('imprint_id').references(() => imprints.id, { onDelete: 'set null' }),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    /** Imprint name, as the seed's list views show it. */
    supplier: text('supplier').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    /** Format name: Hardcover, Paperback, ebook, Audio... */
    format: text('format').notNull().default(''),
    formatDescription: text('format_description').notNull().default(''),
    pubDate: date('pub_date', { mode: 'string' }),
    /** Season or month shown for the publication date, e.g. 'Spring 2026'. */
    pubDatePeriodDisplay: text('pub_date_period_display').notNull().default(''),
    /** On-sale date, the default sort of saved filters. */
    onSaleDate: date('on_sale_date', { mode: 'string' }),
    prices: jsonb('prices')
      .$type<ProductPrice[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pages: integer('pages'),
    measurements: text('measurements').notNull().default(''),
    category: text('category').notNull().default(''),
    series: text('series').notNull().default(''),
    publishingStatus: text('publishing_status').notNull().default(''),
    images: jsonb('images')
      .$type<ProductImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    links: jsonb('links')
      .$type<ProductLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    descriptions: jsonb('descriptions')
      .$type<ProductDescriptions>()
      .notNull()
      .default(sql`'{"summary":"","authorBio":"","marketingPlans":"","keySellingPoints":"","quotes":""}'::jsonb`),
    markupNotes: jsonb('markup_notes')
      .$type<MarkupNote[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Review copy availability input (seed 2 codes): -1 not set, 999999 review copy available,
     * 1 available for request, 2 available for download. The label shown is derived per user.
     */
    reviewCopyAvailability: integer('review_copy_availability').notNull().default(-1),
    digitalCreatedDate: timestamp('digital_created_date', { withTimezone: true }),
    digitalUpdatedDate: timestamp('digital_updated_date', { withTimezone: true }),
    isPrcRequestable: boolean('is_prc_requestable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive search on title name or author: prefix matches use these; substring
    // matches scan (pg_trgm would need the extension loaded into PGlite at create time).
    index('products_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('products_author_lower_idx').on(sql`lower(${t.author}) text_pattern_ops`),
    // Substring search (ILIKE '%q%' on lower(name)/lower(author)): trigram GIN indexes (pg_trgm, migration 0003).
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_author_trgm_idx').using('gin', sql`lower(${t.author}) gin_trgm_ops`),
    index('products_pub_date_idx').on(t.pubDate),
    index('products_category_idx').on(t.category),
    index('products_supplier_idx').on(t.supplier),
    index('products_digital_updated_idx').on(t.digitalUpdatedDate),
    // The sorts of title lists (services/filters.ts sortSql; ties by lower(name), sku): a page is an index range,
    // not a sort of every title. The default sorts (on sale and digital updated date, newest first) descend.
    index('products_sort_on_sale_idx').on(sql`coalesce(${t.onSaleDate}, ${t.pubDate}, date '1910-01-01') desc`, sql`lower(${t.name})`, t.sku),
    index('products_sort_pub_date_idx').on(sql`coalesce(${t.pubDate}, ${t.onSaleDate}, date '1910-01-01')`, sql`lower(${t.name})`, t.sku),
    index('products_sort_digital_updated_idx').on(
      sql`coalesce(${t.digitalUpdatedDate}, ${t.digitalCreatedDate}, timestamptz '1910-01-01T00:00:00Z') desc`,
      sql`lower(${t.name})`,
      t.sku,
    ),
    index('products_sort_supplier_idx').on(sql`lower(${t.supplier})`, sql`lower(${t.name})`, t.sku),
    index('products_sort_category_idx').on(sql`lower(${t.category})`, sql`lower(${t.name})`, t.sku),
    index('products_sort_author_idx').on(sql`lower(${t.author})`, sql`lower(${t.name})`, t.sku),
    index('products_sort_pages_idx').on(sql`coalesce(${t.pages}, 0)`, sql`lower(${t.name})`, t.sku),
  ],
);

/** Bookkeeping of the demo seed: one row per seeding, so first start knows the demo data exists. */
export const demoSeedRuns = pgTable('demo_seed_runs', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull(),
  seed: text('seed').notNull(),
  /** Identity rows the seed made (the identity tables carry no demo marker). */
  userIds: jsonb('user_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  orgIds: jsonb('org_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
