import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { affiliations } from './communities.ts';
import { users } from './identity.ts';

const rating = (name: string) => integer(name);

/**
 * A user's review of a title (seed 2: sku, createdDate, updatedDate, text, overall rating out of 10 and six
 * more rating dimensions, whole numbers 1 to 10). The review editor (issue 5) writes these.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull().default(''),
    overall: rating('overall'),
    originality: rating('originality'),
    writingQuality: rating('writing_quality'),
    intellectualDepth: rating('intellectual_depth'),
    characterDevelopment: rating('character_development'),
    couldntPutItDownness: rating('couldnt_put_it_downness'),
    imageIllustrationQuality: rating('image_illustration_quality'),
    /** The Much Love heart. */
    muchLove: boolean('much_love').notNull().default(false),
  },
  (t) => [
    unique('reviews_sku_user_unique').on(t.sku, t.userId),
    index('reviews_user_idx').on(t.userId),
    check(
      'reviews_ratings_range',
      sql`${t.overall} BETWEEN 1 AND 10 AND coalesce(${t.originality}, 1) BETWEEN 1 AND 10 AND coalesce(${t.writingQuality}, 1) BETWEEN 1 AND 10
        AND coalesce(${t.intellectualDepth}, 1) BETWEEN 1 AND 10 AND coalesce(${t.characterDevelopment}, 1) BETWEEN 1 AND 10
        AND coalesce(${t.couldntPutItDownness}, 1) BETWEEN 1 AND 10 AND coalesce(${t.imageIllustrationQuality}, 1) BETWEEN 1 AND 10`,
    ),
  ],
);

/** The communities a review is shared with. */
export const reviewShares = pgTable(
  'review_shares',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.affiliationId] }), index('review_shares_affiliation_idx').on(t.affiliationId)],
);

/** Kinds of share exception (seed 2 sharing data). */
export const SHARE_EXCEPTION_KINDS = ['affiliation', 'ePlusGroup', 'externalSubmissionInclusion'] as const;
export type ShareExceptionKind = (typeof SHARE_EXCEPTION_KINDS)[number];

/**
 * A user's per-title sharing data: affiliation exceptions (targetGroupId), ePlus group exceptions
 * (communityType) and external submission group inclusions; one row per value.
 */
export const shareExceptions = pgTable(
  'share_exceptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    kind: text('kind').$type<ShareExceptionKind>().notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sku, t.kind, t.value] })],
);
