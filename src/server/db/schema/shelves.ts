import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SHELVES } from '../../../shared/domain/shelves.ts';
import { products } from './catalog.ts';
import { users } from './identity.ts';

/**
 * A user's shelf entries (seed 1: a shelf item is sku plus shelf). The primary key keeps a title on at most one
 * shelf per user; sequence orders a shelf (the shelf view sorts by it, ascending).
 */
export const shelfEntries = pgTable(
  'shelf_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    shelf: text('shelf').notNull(),
    sequence: integer('sequence').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sku] }),
    index('shelf_entries_user_shelf_idx').on(t.userId, t.shelf, t.sequence),
    check('shelf_entries_shelf_check', sql.raw(`shelf in (${SHELVES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
