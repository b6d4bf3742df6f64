import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { affiliations } from './communities.ts';
import { users } from './identity.ts';

/**
 * Topics (seed 3 §3 Topic): conversations of a community that are not about one title. Type 0: a user's topic
 * (its owner renames it).
 */
export const conversationTopics = pgTable(
  'conversation_topics',
  {
    id: serial('id').primaryKey(),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    initialComment: text('initial_comment').notNull(),
    type: integer('type').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_topics_affiliation_idx').on(t.affiliationId)],
);

/**
 * Comments (seed 3 §3 Conversation comment): in a community's conversation about a title (conversation_id its sku)
 * or a topic (its id). parent_comment_id null starts a thread. client_id is the id the author's device gave it, so
 * that changes made offline before it was sent still find it.
 */
export const conversationComments = pgTable(
  'conversation_comments',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id'),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    conversationType: text('conversation_type', { enum: ['title', 'topic'] }).notNull(),
    conversationId: text('conversation_id').notNull(),
    parentCommentId: integer('parent_comment_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: integer('status').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentCommentId], foreignColumns: [t.id], name: 'conversation_comments_parent_fk' }).onDelete('cascade'),
    index('conversation_comments_conversation_idx').on(t.affiliationId, t.conversationType, t.conversationId, t.createdDate),
    index('conversation_comments_parent_idx').on(t.parentCommentId),
    unique('conversation_comments_client_id').on(t.userId, t.clientId),
    check('conversation_comments_status', sql`${t.status} in (0, 3)`),
  ],
);

/** Badges (seed 3 §3): each member toggles each type once per comment. */
export const conversationBadges = pgTable(
  'conversation_badges',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => conversationComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['thumbsUp', 'love', 'thumbsDown', 'laugh'] }).notNull(),
  },
  (t) => [unique('conversation_badges_once').on(t.commentId, t.userId, t.type)],
);

/** Each member's status of a conversation (seed 3 §4): 0 active (no row means active), 1 read, 2 archived. */
export const conversationStatuses = pgTable(
  'conversation_statuses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliationId: integer('affiliation_id')
      .notNull()
      .references(() => affiliations.id, { onDelete: 'cascade' }),
    conversationType: text('conversation_type', { enum: ['title', 'topic'] }).notNull(),
    conversationId: text('conversation_id').notNull(),
    status: integer('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.affiliationId, t.conversationType, t.conversationId] }),
    check('conversation_statuses_status', sql`${t.status} in (0, 1, 2)`),
  ],
);
