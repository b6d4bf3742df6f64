import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity.ts';

/**
 * A user's notification subscription (seed 3 §3 Subscription): how often the emailed summary of unread notifications
 * goes out ('never', 'daily', 'weekly', 'monthly'; no row is 'never'), and when the last one was sent (or the
 * subscription started): the next summary covers the notifications after it, and is due one period after it.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    lastSummaryAt: timestamp('last_summary_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_subscriptions_frequency_check', sql`${t.frequency} in ('never', 'daily', 'weekly', 'monthly')`)],
);

/** Server secrets made on first use and shared by every instance on the database (the unsubscribe links' HMAC key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
