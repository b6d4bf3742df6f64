import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, publishers } from './catalog.ts';
import { affiliations } from './communities.ts';
import { bytea } from './bytea.ts';

/** A review copy format entry (availableReviewCopyFormats of a product). */
export const reviewCopyFormats = pgTable(
  'review_copy_formats',
  {
    /** The id in GET /api/v1/me/galleys/{resourceId}/download; stable across reseeding ({sku}-{format}). */
    resourceId: text('resource_id').primaryKey(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    format: integer('format').notNull(),
    resourceUri: text('resource_uri').notNull().default(''),
    /** 'open' or another DRM method. */
    drmMethod: text('drm_method').notNull().default('open'),
    drcExpirationDate: timestamp('drc_expiration_date', { withTimezone: true }),
    drcExpirationDays: integer('drc_expiration_days'),
    audioZipUrl: text('audio_zip_url'),
    audioZipFileSize: integer('audio_zip_file_size'),
    audioChapterUrlByChapter: jsonb('audio_chapter_url_by_chapter').$type<Record<string, string>>(),
    audioChapterFileSizeByChapter: jsonb('audio_chapter_file_size_by_chapter').$type<Record<string, number>>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_copy_formats_sku_idx').on(t.sku)],
);

/** The file behind a format entry: an EPUB galley (or any other file), stored in the database. */
export const galleyFiles = pgTable('galley_files', {
  resourceId: text('resource_id')
    .primaryKey()
    .references(() => reviewCopyFormats.resourceId, { onDelete: 'cascade' }),
  sku: text('sku')
    .notNull()
    .references(() => products.sku, { onDelete: 'cascade' }),
  format: integer('format').notNull(),
  mediaType: text('media_type').notNull(),
  fileName: text('file_name').notNull(),
  /** The file's bytes; null when the file lives on disk at path. */
  bytes: bytea('bytes'),
  path: text('path'),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How review copy requests of a publisher (optionally within one community) are approved. */
export const APPROVAL_MODES = ['autoApproveAll', 'autoApproveListedUsers', 'manual'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const reviewCopyApprovalRules = pgTable(
  'review_copy_approval_rules',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    affiliationId: integer('affiliation_id').references(() => affiliations.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<ApprovalMode>().notNull().default('manual'),
    /** Users approved automatically when mode is autoApproveListedUsers. */
    userIds: jsonb('user_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('review_copy_approval_rules_publisher_idx').on(t.publisherId)],
);

/**
 * A title's jacket taken from its imported EPUB (the OPF cover image), as one WebP at the largest jacket size
 * (400 x 600, 2:3); smaller heights are made from it when asked (routes/covers.ts). `version` is part of the URI.
 */
export const titleCovers = pgTable('title_covers', {
  sku: text('sku')
    .primaryKey()
    .references(() => products.sku, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
