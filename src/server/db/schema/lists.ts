import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { affiliations } from './communities.ts';
import { users } from './identity.ts';

/** How a collaborative list orders its items by default (seed 3: sort votes or sequence). */
export const LIST_SORTS = ['votes', 'sequence'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * A community's collaborative title list (seed 3: id, name, description, communityId, allowAddTitleGroup,
 * appUserId, sort). Archived through DELETE /api/v1/collaborativeTitleLists/{listId}; archived lists are not shown.
 * Comments, quantities, filing and alerts hang off list_id / (list_id, sku) in later tables.
 */
export const collaborativeLists = pgTable(
  'collaborative_lists',
  {
    id: serial('id').primaryKey(),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    /** The creator (owner): renames, archives, and may always add. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Every member of the community may add titles (otherwise the owner only). */
    allowAddTitleGroup: boolean('allow_add_title_group').notNull().default(true),
    sort: text('sort').$type<ListSort>().notNull().default('votes'),
    archived: boolean('archived').notNull().default(false),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collaborative_lists_affiliation_idx').on(t.affiliationId),
    check('collaborative_lists_sort', sql`${t.sort} in ('votes', 'sequence')`),
  ],
);

/** A title on a collaborative list (seed 3 list items: sku, sequence, createdDate), once per list. */
export const collaborativeListItems = pgTable(
  'collaborative_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => collaborativeLists.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.sku] }), index('collaborative_list_items_sku_idx').on(t.sku)],
);

/**
 * A user's vote on a list item: +1 up, -1 down (no row = notSet). netVotes of an item = ups - downs. Goes with its
 * item (removing a title from a list removes its votes).
 */
export const collaborativeListVotes = pgTable(
  'collaborative_list_votes',
  {
    listId: integer('list_id').notNull(),
    sku: text('sku').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    votedDate: timestamp('voted_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.sku, t.userId] }),
    check('collaborative_list_votes_value', sql`${t.value} in (-1, 1)`),
    foreignKey({
      name: 'collaborative_list_votes_item_fk',
      columns: [t.listId, t.sku],
      foreignColumns: [collaborativeListItems.listId, collaborativeListItems.sku],
    }).onDelete('cascade'),
  ],
);
