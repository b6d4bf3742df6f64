import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { users } from './identity.ts';

/** A user's postal addresses (seed 3 Address); print review copy requests ship to one. At most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    fullName: text('full_name').notNull(),
    streetAddress1: text('street_address1').notNull(),
    city: text('city').notNull(),
    stateProvince: text('state_province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** An uploaded avatar, as WebP squares at the sizes the app shows (made once at upload; see services/avatarUpload.ts). */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Part of the image URI, so a new picture is never served from a cache of the old one. */
  version: text('version').notNull(),
  small: bytea('small').notNull(),
  medium: bytea('medium').notNull(),
  large: bytea('large').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
