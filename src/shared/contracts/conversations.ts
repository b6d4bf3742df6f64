import * as z from 'zod/mini';
import { id, idParam, text } from './fields.ts';
import { skuSchema } from './titles.ts';

/**
 * Conversations (seed 3 §3 Conversation comment/thread, §4 Conversation status, §7 Conversations): a community talks
 * about a title (conversationType 'title', conversationId its sku) or a topic ('topic', the topic's id). A comment
 * with parentCommentId 0 starts a thread; replies name their thread starter.
 */

/** Comments load in pages of 6; Load More adds 6 (seed 3 §9). */
export const COMMENTS_PAGE_SIZE = 6;
export const COMMENTS_PAGE_MAX = 60;
export const COMMENT_TEXT_MAX = 5000;
export const TOPIC_NAME_MAX = 200;
export const CONVERSATION_SKUS_MAX = 100;

export const CONVERSATION_TYPES = ['title', 'topic'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export const BADGE_TYPES = ['thumbsUp', 'love', 'thumbsDown', 'laugh'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/**
 * Statuses (seed 3 §4): a conversation is active (unread), read or archived for each member; a comment is active (0)
 * or deleted.
 */
export const CONVERSATION_STATUS = { active: 0, read: 1, archived: 2, deleted: 3 } as const;
export type ConversationStatus = (typeof CONVERSATION_STATUS)[keyof typeof CONVERSATION_STATUS];

/** Seed 3 §8's texts, and the reasons the server gives. */
export const CONVERSATION_MESSAGES = {
  topicNameRequired: 'Please enter a theme for this conversation or click Cancel.',
  initialThoughtRequired: 'Please enter an initial thought to kick-start the conversations.',
  emptyText: 'Please enter a comment.',
  notMember: 'You must be a member of this community.',
  notAuthor: 'Only the author of a comment can change it.',
  notTopicOwner: 'Only the owner of this conversation can rename it.',
  unknownComment: 'This comment could not be found.',
  unknownTopic: 'This conversation could not be found.',
  unknownTitle: 'No title with this ISBN.',
  unknownParent: 'The thread of this reply could not be found.',
  deleted: 'This comment has been deleted.',
  badTransition: 'A conversation cannot go from {from} to {to}.',
  badStatus: 'A comment is either active (0) or deleted (3).',
  badConversationId: 'A title conversation is named by its sku, a topic by its number.',
} as const;

const nonEmptyText = (max: number, message: string) => text(max).check(z.refine((s) => s.trim().length > 0, message));

const uuidSchema = z.string().check(z.maxLength(36), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not a UUID'));

/** A comment's id, or the id its author's device gave it (a UUID) before it was sent: later changes made offline name it so. */
export const commentRefSchema = z.union([idParam(), uuidSchema]);
export type CommentRef = z.infer<typeof commentRefSchema>;

const avatarSchema = z.object({ displayName: z.string(), initials: z.string(), uri: z.string() });
const badgeSchema = z.object({ id: z.int(), commentId: z.int(), type: z.enum(BADGE_TYPES), appUserId: z.int() });

/** A comment as every conversation call answers it (seed 3 §3 Conversation comment). */
export const commentSchema = z.object({
  id: z.int(),
  clientId: z.nullable(z.string()),
  text: z.string(),
  parentCommentId: z.int(),
  /** A thread starter's number of replies (0 for a reply). */
  children: z.int(),
  communityId: z.int(),
  conversationType: z.enum(CONVERSATION_TYPES),
  conversationId: z.string(),
  /** The comment's own status: 0 active, 3 deleted. */
  commentStatus: z.int(),
  appUserId: z.int(),
  createdDate: z.string(),
  updatedDate: z.string(),
  badges: z.array(badgeSchema),
  userAvatar: avatarSchema,
  orgName: z.string(),
});
export type ConversationComment = z.infer<typeof commentSchema>;

/** A conversation of a community as its list shows it (seed 3 §3 Conversation thread). */
export const threadSchema = z.object({
  conversationId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  communityId: z.int(),
  communityName: z.string(),
  /** The topic's name, or the title's. */
  name: z.string(),
  /** Who started it: the topic's owner, or the first comment's author. */
  author: avatarSchema,
  authorAppUserId: z.int(),
  /** The organization of who started it. */
  authorOrgName: z.string(),
  /** The caller's status of it: 0 active (unread), 1 read, 2 archived. */
  status: z.int(),
  commentCount: z.int(),
  mostRecentComment: z.nullable(commentSchema),
});
export type ConversationThread = z.infer<typeof threadSchema>;

export const topicSchema = z.object({
  id: z.int(),
  communityId: z.int(),
  name: z.string(),
  initialComment: z.string(),
  /** Owner type: 0 a user, 1 the community. */
  type: z.int(),
  ownerAppUserId: z.int(),
});
export type ConversationTopic = z.infer<typeof topicSchema>;

const productLiteSchema = z.object({ sku: z.string(), name: z.string(), author: z.string(), coverUri: z.string() });

/** GET /api/v1/conversations/{communityId} (0: every community of the caller): topics, products, threads. */
export const conversationsSchema = z.object({
  topics: z.array(topicSchema),
  products: z.array(productLiteSchema),
  threads: z.array(threadSchema),
});
export type Conversations = z.infer<typeof conversationsSchema>;

/** GET /api/v1/conversations/comments/{type}/{id}: a page of thread starters, or of one thread's replies. */
export const commentsPageSchema = z.object({ comments: z.array(commentSchema), total: z.int() });
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** Whose comments a page reads: a conversation's threads ('title' sku, 'topic' id) or a thread's replies ('thread' comment id). */
export const COMMENT_LIST_TYPES = ['title', 'topic', 'thread'] as const;
export const commentsParamsSchema = z.object({ type: z.enum(COMMENT_LIST_TYPES), id: text(64).check(z.minLength(1)) });
export const commentsQuerySchema = z.object({
  communityId: z._default(idParam(0), 0),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(COMMENTS_PAGE_MAX)), COMMENTS_PAGE_SIZE),
});

export const communityParamsSchema = z.object({ communityId: idParam(0) });
export const skuParamsSchema = z.object({ sku: skuSchema });

/**
 * POST /api/v1/conversations/comments (seed 3 §7); `clientId` is the id the device gave it. A reply made offline to
 * a thread starter made offline too names its parent by the parent's device id (sent before it, in order).
 */
export const newCommentSchema = z.object({
  text: nonEmptyText(COMMENT_TEXT_MAX, CONVERSATION_MESSAGES.emptyText),
  parentCommentId: z._default(z.nullable(z.union([id(0), uuidSchema])), 0),
  communityId: id(),
  conversationType: z.enum(CONVERSATION_TYPES),
  conversationId: text(64).check(z.minLength(1)),
  status: z._default(z.literal(0), 0),
  clientId: z.optional(uuidSchema),
});
export type NewComment = z.infer<typeof newCommentSchema>;

/** PUT /api/v1/conversations/comments: the author's new text. */
export const editCommentSchema = z.object({ id: commentRefSchema, text: nonEmptyText(COMMENT_TEXT_MAX, CONVERSATION_MESSAGES.emptyText) });

/** DELETE /api/v1/conversations/comments/{id}/{status}: 3 deletes, 0 restores (Undo). */
export const commentStatusParamsSchema = z.object({
  id: commentRefSchema,
  status: z.coerce.number().check(
    z.int(),
    z.gte(0),
    z.lte(3),
    z.refine((n) => n === CONVERSATION_STATUS.active || n === CONVERSATION_STATUS.deleted, CONVERSATION_MESSAGES.badStatus),
  ),
});

/** PUT /api/v1/conversations/badges: toggles the caller's badge of that type on the comment. */
export const badgeBodySchema = z.object({ commentId: commentRefSchema, type: z.enum(BADGE_TYPES) });

/** PUT /api/v1/conversations/status: the caller's status of a conversation. */
export const statusBodySchema = z.object({
  conversationType: z.enum(CONVERSATION_TYPES),
  conversationId: text(64).check(z.minLength(1)),
  communityId: id(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export const statusAnswerSchema = z.object({ status: z.int() });

/** POST /api/v1/conversations/{communityId}/titles: the caller's status of each title's conversation there. */
export const titleSkusSchema = z.array(skuSchema).check(z.maxLength(CONVERSATION_SKUS_MAX));
/** One per title with comments; communityId 0 means 'in any of your communities', and id 0 marks the caller's own status. */
export const titleStatusesSchema = z.array(z.object({ id: z.int(), sku: z.string(), communityId: z.int(), status: z.int(), commentCount: z.int() }));

/** POST /api/v1/conversations/{communityId}/topics. */
export const newTopicSchema = z.object({
  name: nonEmptyText(TOPIC_NAME_MAX, CONVERSATION_MESSAGES.topicNameRequired),
  initialComment: nonEmptyText(COMMENT_TEXT_MAX, CONVERSATION_MESSAGES.initialThoughtRequired),
  clientId: z.optional(uuidSchema),
});
export const createdTopicSchema = z.object({ topic: topicSchema, comment: commentSchema });

/** PUT /api/v1/conversations/topics: rename (type 0, a user's topic). */
export const renameTopicSchema = z.object({
  id: id(),
  type: z.literal(0),
  name: nonEmptyText(TOPIC_NAME_MAX, CONVERSATION_MESSAGES.topicNameRequired),
});

/** GET /api/v1/conversations/title/{sku}: the title's conversation in each of the caller's communities. */
export const titleConversationsSchema = z.object({ threads: z.array(threadSchema) });
