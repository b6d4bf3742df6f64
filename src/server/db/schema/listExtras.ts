import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { LIST_ALERT_CANDIDATES, LIST_ALERT_METHODS, LIST_ALERT_TYPES } from '../../../shared/contracts/listExtras.ts';
import { users } from './identity.ts';
import { collaborativeListItems, collaborativeLists } from './lists.ts';

/** Members' comments on a list's titles; they go with the title when it leaves the list. */
export const collaborativeListComments = pgTable(
  'collaborative_list_comments',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull(),
    sku: text('sku').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'collaborative_list_comments_item_fk',
      columns: [t.listId, t.sku],
      foreignColumns: [collaborativeListItems.listId, collaborativeListItems.sku],
    }).onDelete('cascade'),
    index('collaborative_list_comments_item_idx').on(t.listId, t.sku),
  ],
);

/** How many copies a member would take of a list's title (one figure per member and title). */
export const collaborativeListQuantities = pgTable(
  'collaborative_list_quantities',
  {
    listId: integer('list_id').notNull(),
    sku: text('sku').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.sku, t.userId] }),
    foreignKey({
      name: 'collaborative_list_quantities_item_fk',
      columns: [t.listId, t.sku],
      foreignColumns: [collaborativeListItems.listId, collaborativeListItems.sku],
    }).onDelete('cascade'),
    check('collaborative_list_quantities_positive', sql`${t.quantity} > 0`),
  ],
);

/** A member's alert on a list: one per kind; 'touched' (titles they added, voted or commented on) for votes and comments only. */
export const collaborativeListAlerts = pgTable(
  'collaborative_list_alerts',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => collaborativeLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertType: text('alert_type', { enum: LIST_ALERT_TYPES }).notNull(),
    alertMethod: text('alert_method', { enum: LIST_ALERT_METHODS }).notNull().default('notification'),
    alertCandidate: text('alert_candidate', { enum: LIST_ALERT_CANDIDATES }).notNull().default('all'),
  },
  (t) => [
    unique('collaborative_list_alerts_once').on(t.listId, t.userId, t.alertType),
    check('collaborative_list_alerts_candidate', sql`${t.alertCandidate} = 'all' or ${t.alertType} <> 'addOrRemoved'`),
  ],
);
