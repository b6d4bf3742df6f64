import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Organisations users belong to (publishers, bookshops, libraries, ...). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO country code, upper case (GB, US, ...); GB/UK organisations get en-GB dates. */
  country: text('country').notNull().default(''),
  city: text('city').notNull().default(''),
  stateProvince: text('state_province').notNull().default(''),
  /** A library: its basic accounts can be upgraded (seed 3 isAccountUpgradable). */
  isLibrary: boolean('is_library').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public identifier (the seed's userID). */
    userId: text('user_id').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id hash. */
    passwordHash: text('password_hash').notNull(),
    title: text('title').notNull().default(''),
    classification: text('classification').notNull().default(''),
    orgId: integer('org_id').references(() => organizations.id),
    countryCode: text('country_code').notNull().default(''),
    /** The phone number print review copy requests use (seed 3 User.phone). */
    phone: text('phone').notNull().default(''),
    keepMeUpdated: boolean('keep_me_updated').notNull().default(false),
    avatarUri: text('avatar_uri').notNull().default(''),
    accountSearchable: boolean('account_searchable').notNull().default(true),
    accountType: integer('account_type').notNull().default(1),
    cultureName: text('culture_name').notNull().default('en-US'),
    privileges: jsonb('privileges')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** SHA-256 of the mailed token. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Preference records of seed 1: type, name, value (value as text, JSON where structured). */
export const preferences = pgTable(
  'preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.name] })],
);

/** Idempotency-Key records, written in the same transaction as the change they guard. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const usageEvents = pgTable('usage_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  siteContext: integer('site_context').notNull(),
  siteArea: text('site_area').notNull(),
  sessionId: text('session_id').notNull(),
  /** An anonymous visitor's analytics id (the 7-day analytics cookie, seed 1 section 6); null when signed in. */
  anonymousId: text('anonymous_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Robot-check (ALTCHA) challenges already redeemed: each solved challenge signs up once. */
export const usedChallenges = pgTable('used_challenges', {
  /** The challenge nonce. */
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
