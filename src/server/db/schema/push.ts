import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './identity.ts';

/**
 * Web push subscriptions (issue 20): one per device (the push service's endpoint is unique), tied to the session that
 * made it, so that ending the session (sign-out, password change) deletes it and nothing is pushed there afterwards.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionHash)],
);

/** The server's VAPID key pair (base64url), made on first start unless given by the environment: one row, id 1. */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
