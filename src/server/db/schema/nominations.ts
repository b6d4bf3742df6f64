import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { affiliations } from './communities.ts';
import { users } from './identity.ts';

/**
 * A community's submission list (seed 3 nomination targets: submissionListId, name): members nominate titles to
 * it while its window is open (opensDate <= now < closesDate). categories limits it to titles of those categories;
 * an empty list takes every category.
 */
export const submissionLists = pgTable(
  'submission_lists',
  {
    id: serial('id').primaryKey(),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    opensDate: timestamp('opens_date', { withTimezone: true }).notNull(),
    closesDate: timestamp('closes_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('submission_lists_affiliation_idx').on(t.affiliationId), check('submission_lists_window', sql`${t.opensDate} < ${t.closesDate}`)],
);

/** A user's nomination of a title to a submission list (seed 2: nominations [submissionListId]). */
export const nominations = pgTable(
  'nominations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    submissionListId: integer('submission_list_id')
      .notNull()
      .references(() => submissionLists.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sku, t.submissionListId] }), index('nominations_list_idx').on(t.submissionListId)],
);
