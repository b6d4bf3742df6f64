import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Notifications (seed 3 §3 Notification): what happened, for whom, caused by whom. status '' is unread. `kind` names
 * the source (listAlert...), `details` its ids (listId, sku, alertType, method) for the screen that shows them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceUserId: integer('source_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    status: text('status').notNull().default(''),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdDate)],
);
