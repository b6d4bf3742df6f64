import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { publishers } from './catalog.ts';

/** A browse refinement (seed 2, saved filter): what a community's or filter's title view holds. */
export interface BrowseRefinement {
  viewId: number;
  browseLaneType: string;
  code: string;
  isExclusion: boolean;
}

/** Community statuses seen in seed 1. */
export const AFFILIATION_STATUSES = ['active', 'archived', 'read', 'censored', 'locked', 'deleted'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];

/** Communities (the seed's affiliations). type 1 means organization, otherwise user. */
export const affiliations = pgTable(
  'affiliations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: integer('type').notNull().default(2),
    isGenreCommunity: boolean('is_genre_community').notNull().default(false),
    viewId: integer('view_id').notNull().default(0),
    logoUri: text('logo_uri').notNull().default(''),
    status: text('status').$type<AffiliationStatus>().notNull().default('active'),
    /** Set for a publisher's own community (its review copy approval rule lives in galleys.ts). */
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    browseRefinements: jsonb('browse_refinements')
      .$type<BrowseRefinement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliations_publisher_idx').on(t.publisherId)],
);

/** ownerIds of a community: a user is owner if their id is listed here. */
export const affiliationOwners = pgTable(
  'affiliation_owners',
  {
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.affiliationId, t.userId] }), index('affiliation_owners_user_idx').on(t.userId)],
);

/** Membership of a user in a community; lastViewedDate sorts communities by most recent view. */
export const affiliationMemberships = pgTable(
  'affiliation_memberships',
  {
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedDate: timestamp('joined_date', { withTimezone: true }).notNull().defaultNow(),
    lastViewedDate: timestamp('last_viewed_date', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.affiliationId, t.userId] }), index('affiliation_memberships_user_idx').on(t.userId)],
);

/**
 * groupValidationItems: type 'group' means open; any other type (e.g. 'code') means invited.
 * A 'code' item carries the validation code a user must enter to join.
 */
export const groupValidationItems = pgTable(
  'group_validation_items',
  {
    id: serial('id').primaryKey(),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    code: text('code'),
  },
  (t) => [index('group_validation_items_affiliation_idx').on(t.affiliationId)],
);

/** Circles: a child group inside a parent community (the child may show its parent's logo). */
export const affiliationCircles = pgTable(
  'affiliation_circles',
  {
    parentGroupId: integer('parent_group_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    childGroupId: integer('child_group_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.parentGroupId, t.childGroupId] }), index('affiliation_circles_child_idx').on(t.childGroupId)],
);
