import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { affiliations } from './communities.ts';
import { organizations, users } from './identity.ts';

/** Where an event happens (seed 3 Event venue); every part optional. */
export interface EventVenue {
  name?: string;
  address?: string;
  city?: string;
  country?: string;
}

/** The links of an event by kind (website, tickets, programme, stream), each an http(s) URL. */
export type EventLinks = Partial<Record<'website' | 'tickets' | 'programme' | 'stream', string>>;

/**
 * Events (seed 3 §3 Event): fairs, festivals and their sessions (sessionParentEventId), shown in the communities
 * they are linked to (event_communities), with the titles of interest (event_titles). The owner and the owners of
 * its communities edit it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    venue: jsonb('venue')
      .$type<EventVenue>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    links: jsonb('links')
      .$type<EventLinks>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Who the event is of interest to (booksellers, librarians, ...). */
    ofInterestTo: jsonb('of_interest_to')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionParentEventId: integer('session_parent_event_id'),
    imageUri: text('image_uri').notNull().default(''),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.sessionParentEventId], foreignColumns: [t.id], name: 'events_session_parent_fk' }).onDelete('cascade'),
    index('events_session_parent_idx').on(t.sessionParentEventId),
    index('events_end_time_idx').on(t.endTime),
    check('events_time_order', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/** The communities an event shows in (seed 3: communities[].communityId). */
export const eventCommunities = pgTable(
  'event_communities',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.affiliationId] }), index('event_communities_affiliation_idx').on(t.affiliationId)],
);

/** The titles of interest of an event (seed 3: skus), in their order. */
export const eventTitles = pgTable(
  'event_titles',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.sku] })],
);
