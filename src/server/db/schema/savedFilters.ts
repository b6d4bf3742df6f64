import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A refinement as a saved filter stores it (the viewId is the filter's own id, added when answered). */
export interface StoredRefinement {
  browseLaneType: string;
  code: string;
  isExclusion: boolean;
}

/** First saved filter id: ids at or above it are saved filters, below are community viewIds (5000 + id). */
export const SAVED_FILTER_ID_START = 100_000;

/**
 * Saved filters (seed 2): id, name, definition (JSON of browse refinements). A user-type filter is its owner's own; a
 * group-type filter (groupId set) is a lane of that community, saved by one of its owners (userId: who saved it).
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: SAVED_FILTER_ID_START }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'user' | 'group'>().notNull().default('user'),
    /**
     * The community of a group-type filter (null for user filters). No foreign key: resetting the demo data truncates
     * the communities, and a key would truncate every user's saved filters with them (seed.ts deletes the group ones).
     * Communities are deleted by status, and a deleted one's lanes answer 404 (services/filters.ts resolveView).
     */
    groupId: integer('group_id'),
    name: text('name').notNull(),
    refinements: jsonb('refinements')
      .$type<StoredRefinement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_user_idx').on(t.userId), index('saved_filters_group_idx').on(t.groupId)],
);
