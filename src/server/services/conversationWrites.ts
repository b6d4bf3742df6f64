import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { conversationBadges, conversationComments, conversationStatuses, conversationTopics } from '../db/schema/conversations.ts';
import { httpProblem } from '../plugins/problem.ts';
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_STATUS,
  type BadgeType,
  type CommentRef,
  type ConversationComment,
  type ConversationTopic,
  type ConversationType,
  type NewComment,
} from '../../shared/contracts/conversations.ts';
import { canMoveStatus, READ, STATUS_NAMES } from '../../shared/domain/conversationStatus.ts';
import { displayNameOf, notify } from './notifications.ts';
import { commentById, requireComment, requireConversation, requireMembership, topicOf } from './conversations.ts';

interface ConversationKey {
  communityId: number;
  type: ConversationType;
  conversationId: string;
}

const statusWhere = (key: ConversationKey) =>
  and(
    eq(conversationStatuses.affiliationId, key.communityId),
    eq(conversationStatuses.conversationType, key.type),
    eq(conversationStatuses.conversationId, key.conversationId),
  );

async function setStatus(tx: Tx, userId: number, key: ConversationKey, status: number): Promise<void> {
  await tx
    .insert(conversationStatuses)
    .values({ userId, affiliationId: key.communityId, conversationType: key.type, conversationId: key.conversationId, status })
    .onConflictDoUpdate({
      target: [
        conversationStatuses.userId,
        conversationStatuses.affiliationId,
        conversationStatuses.conversationType,
        conversationStatuses.conversationId,
      ],
      set: { status },
    });
}

/** After a new comment: read for its author, unread again for members who had read it (archived stays archived). */
async function afterComment(tx: Tx, authorId: number, key: ConversationKey): Promise<void> {
  await tx
    .update(conversationStatuses)
    .set({ status: CONVERSATION_STATUS.active })
    .where(and(statusWhere(key), ne(conversationStatuses.userId, authorId), eq(conversationStatuses.status, READ)));
  await setStatus(tx, authorId, key, READ);
}

/** The caller's own comment, else 403 (seed 3 §6: only the author edits or deletes it). */
async function ownComment(tx: Tx, userId: number, ref: CommentRef | string) {
  const row = await requireComment(tx, userId, ref);
  if (row.userId !== userId) throw httpProblem(403, CONVERSATION_MESSAGES.notAuthor);
  return row;
}

async function insertComment(tx: Tx, userId: number, body: NewComment, parentId: number | null): Promise<number> {
  const [row] = await tx
    .insert(conversationComments)
    .values({
      clientId: body.clientId ?? null,
      affiliationId: body.communityId,
      conversationType: body.conversationType,
      conversationId: body.conversationId,
      parentCommentId: parentId,
      userId,
      text: body.text,
    })
    .returning({ id: conversationComments.id });
  await afterComment(tx, userId, { communityId: body.communityId, type: body.conversationType, conversationId: body.conversationId });
  return row!.id;
}

/** The ids a conversation notification opens: the conversation, its thread and the comment. */
function subjectOf(comment: { id: number; affiliationId: number; conversationType: ConversationType; conversationId: string }, threadId: number) {
  return {
    communityId: comment.affiliationId,
    conversationType: comment.conversationType,
    conversationId: comment.conversationId,
    threadId,
    commentId: comment.id,
  };
}

/** A reply tells the thread's starter and the author of the comment replied to (never the one replying). */
async function notifyReply(tx: Tx, userId: number, body: NewComment, threadId: number, repliedToId: number, id: number): Promise<void> {
  const authors = await tx
    .select({ userId: conversationComments.userId })
    .from(conversationComments)
    .where(inArray(conversationComments.id, [threadId, repliedToId]));
  const excerpt = body.text.length > 120 ? `${body.text.slice(0, 119)}\u2026` : body.text;
  await notify(tx, {
    userIds: authors.map((a) => a.userId),
    sourceUserId: userId,
    kind: 'reply',
    text: `${await displayNameOf(tx, userId)} replied: ${excerpt}`,
    details: subjectOf(
      { id, affiliationId: body.communityId, conversationType: body.conversationType, conversationId: body.conversationId },
      threadId,
    ),
  });
}

/**
 * POST /api/v1/conversations/comments: a member's comment, a thread starter (parentCommentId 0) or a reply (to a
 * reply: in its thread). A comment whose device id was already sent is answered again, not added twice.
 */
export async function createComment(tx: Tx, userId: number, body: NewComment): Promise<{ created: boolean; comment: ConversationComment }> {
  await requireMembership(tx, userId, body.communityId);
  if (body.clientId) {
    const [known] = await tx
      .select({ id: conversationComments.id })
      .from(conversationComments)
      .where(and(eq(conversationComments.userId, userId), eq(conversationComments.clientId, body.clientId)));
    if (known) return { created: false, comment: await commentById(tx, userId, known.id) };
  }
  await requireConversation(tx, body.communityId, body.conversationType, body.conversationId);
  let parentId: number | null = null;
  let repliedToId: number | null = null;
  if (body.parentCommentId) {
    const parent = await requireComment(tx, userId, body.parentCommentId).catch(() => null);
    if (
      !parent ||
      parent.affiliationId !== body.communityId ||
      parent.conversationType !== body.conversationType ||
      parent.conversationId !== body.conversationId
    )
      throw httpProblem(400, CONVERSATION_MESSAGES.unknownParent, [{ field: 'parentCommentId', message: CONVERSATION_MESSAGES.unknownParent }]);
    parentId = parent.parentCommentId ?? parent.id;
    repliedToId = parent.id;
  }
  const id = await insertComment(tx, userId, body, parentId);
  if (parentId !== null) await notifyReply(tx, userId, body, parentId, repliedToId ?? parentId, id);
  return { created: true, comment: await commentById(tx, userId, id) };
}

/** PUT /api/v1/conversations/comments: the author's new text (a deleted comment is restored first, by Undo). */
export async function editComment(tx: Tx, userId: number, ref: CommentRef, text: string): Promise<ConversationComment> {
  const row = await ownComment(tx, userId, ref);
  if (row.status === CONVERSATION_STATUS.deleted) throw httpProblem(409, CONVERSATION_MESSAGES.deleted);
  if (row.text !== text) await tx.update(conversationComments).set({ text, updatedDate: new Date() }).where(eq(conversationComments.id, row.id));
  return commentById(tx, userId, row.id);
}

/** DELETE /api/v1/conversations/comments/{id}/{status}: the author deletes (3) or restores (0, Undo) a comment. */
export async function setCommentStatus(tx: Tx, userId: number, ref: CommentRef, status: number): Promise<ConversationComment> {
  const row = await ownComment(tx, userId, ref);
  if (row.status !== status) await tx.update(conversationComments).set({ status }).where(eq(conversationComments.id, row.id));
  return commentById(tx, userId, row.id);
}

/** PUT /api/v1/conversations/badges: a member adds, or takes back, their badge of a type on a comment. */
export async function toggleBadge(tx: Tx, userId: number, ref: CommentRef, type: BadgeType): Promise<ConversationComment> {
  const row = await requireComment(tx, userId, ref);
  await requireMembership(tx, userId, row.affiliationId);
  if (row.status === CONVERSATION_STATUS.deleted) throw httpProblem(409, CONVERSATION_MESSAGES.deleted);
  const mine = and(eq(conversationBadges.commentId, row.id), eq(conversationBadges.userId, userId), eq(conversationBadges.type, type));
  const removed = await tx.delete(conversationBadges).where(mine).returning({ id: conversationBadges.id });
  if (!removed.length) {
    await tx.insert(conversationBadges).values({ commentId: row.id, userId, type });
    await notify(tx, {
      userIds: [row.userId],
      sourceUserId: userId,
      kind: 'badge',
      text: `${await displayNameOf(tx, userId)} reacted to your comment (${type})`,
      details: subjectOf(row, row.parentCommentId ?? row.id),
    });
  }
  return commentById(tx, userId, row.id);
}

/** PUT /api/v1/conversations/status: a member's status of a conversation, by seed 3 §4's transitions (409 otherwise). */
export async function setConversationStatus(tx: Tx, userId: number, key: ConversationKey, status: number): Promise<{ status: number }> {
  await requireMembership(tx, userId, key.communityId);
  await requireConversation(tx, key.communityId, key.type, key.conversationId);
  const [row] = await tx
    .select({ status: conversationStatuses.status })
    .from(conversationStatuses)
    .where(and(statusWhere(key), eq(conversationStatuses.userId, userId)));
  const from = row?.status ?? CONVERSATION_STATUS.active;
  if (!canMoveStatus(from, status)) {
    const message = CONVERSATION_MESSAGES.badTransition
      .replace('{from}', STATUS_NAMES[from] ?? String(from))
      .replace('{to}', STATUS_NAMES[status] ?? String(status));
    throw httpProblem(409, message, [{ field: 'status', message }]);
  }
  if (from !== status) await setStatus(tx, userId, key, status);
  return { status };
}

/** POST /api/v1/conversations/{communityId}/topics: a member's topic, with its initial thought as its first thread. */
export async function createTopic(
  tx: Tx,
  userId: number,
  communityId: number,
  body: { name: string; initialComment: string; clientId?: string },
): Promise<{ created: boolean; topic: ConversationTopic; comment: ConversationComment }> {
  await requireMembership(tx, userId, communityId);
  if (body.clientId) {
    const [known] = await tx
      .select({ comment: conversationComments, topic: conversationTopics })
      .from(conversationComments)
      .innerJoin(conversationTopics, sql`${conversationTopics.id}::text = ${conversationComments.conversationId}`)
      .where(
        and(
          eq(conversationComments.userId, userId),
          eq(conversationComments.clientId, body.clientId),
          eq(conversationComments.conversationType, 'topic'),
        ),
      );
    if (known) return { created: false, topic: topicOf(known.topic), comment: await commentById(tx, userId, known.comment.id) };
  }
  const [topic] = await tx
    .insert(conversationTopics)
    .values({ affiliationId: communityId, ownerUserId: userId, name: body.name.trim(), initialComment: body.initialComment })
    .returning();
  const id = await insertComment(
    tx,
    userId,
    {
      text: body.initialComment,
      parentCommentId: 0,
      communityId,
      conversationType: 'topic',
      conversationId: String(topic!.id),
      status: 0,
      clientId: body.clientId,
    },
    null,
  );
  return { created: true, topic: topicOf(topic!), comment: await commentById(tx, userId, id) };
}

/** PUT /api/v1/conversations/topics: the topic's owner renames it. */
export async function renameTopic(tx: Tx, userId: number, id: number, name: string): Promise<ConversationTopic> {
  const [topic] = await tx.select().from(conversationTopics).where(eq(conversationTopics.id, id));
  if (!topic) throw httpProblem(404, CONVERSATION_MESSAGES.unknownTopic);
  if (topic.ownerUserId !== userId) throw httpProblem(403, CONVERSATION_MESSAGES.notTopicOwner);
  const [renamed] = await tx.update(conversationTopics).set({ name: name.trim() }).where(eq(conversationTopics.id, id)).returning();
  return topicOf(renamed!);
}
