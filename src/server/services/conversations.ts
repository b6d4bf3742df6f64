import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { affiliationMemberships, affiliations, groupValidationItems } from '../db/schema/communities.ts';
import { conversationBadges, conversationComments, conversationStatuses, conversationTopics } from '../db/schema/conversations.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_STATUS,
  type CommentRef,
  type CommentsPage,
  type ConversationComment,
  type Conversations,
  type ConversationThread,
  type ConversationTopic,
  type ConversationType,
} from '../../shared/contracts/conversations.ts';
import { initialsOf } from './avatars.ts';
import { requireCommunity } from './communities.ts';

type Queryable = Db | Tx;
type CommentRow = typeof conversationComments.$inferSelect;

/** The outer comment's id in correlated subqueries, table-qualified (a single-table select leaves columns unqualified). */
const COMMENT_ID = sql.raw('"conversation_comments"."id"');

/** The most threads a conversations answer lists (newest activity first). */
const THREADS_MAX = 200;

/** Whether `userId` is a member of the community. */
export async function isMember(db: Queryable, userId: number | null, communityId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ userId: affiliationMemberships.userId })
    .from(affiliationMemberships)
    .where(and(eq(affiliationMemberships.userId, userId), eq(affiliationMemberships.affiliationId, communityId)));
  return row !== undefined;
}

/** A live community the caller is a member of, else 404 / 403 naming communityId (the client then offers to join). */
export async function requireMembership(db: Queryable, userId: number, communityId: number): Promise<void> {
  await requireCommunity(db, communityId);
  if (!(await isMember(db, userId, communityId)))
    throw httpProblem(403, CONVERSATION_MESSAGES.notMember, [{ field: 'communityId', message: CONVERSATION_MESSAGES.notMember }]);
}

/**
 * The communities whose conversations the caller reads: one community when it is theirs or open to anyone (members
 * only otherwise: 403), or at 0 every community they are in; an anonymous visitor at 0 gets the genre communities.
 */
export async function readableCommunities(db: Queryable, userId: number | null, communityId: number): Promise<number[]> {
  if (communityId > 0) {
    await requireCommunity(db, communityId);
    if (await isMember(db, userId, communityId)) return [communityId];
    const [open] = await db
      .select({ id: groupValidationItems.id })
      .from(groupValidationItems)
      .where(and(eq(groupValidationItems.affiliationId, communityId), eq(groupValidationItems.type, 'group')));
    if (!open) throw httpProblem(403, CONVERSATION_MESSAGES.notMember, [{ field: 'communityId', message: CONVERSATION_MESSAGES.notMember }]);
    return [communityId];
  }
  const rows = userId
    ? await db
        .select({ id: affiliationMemberships.affiliationId })
        .from(affiliationMemberships)
        .innerJoin(affiliations, eq(affiliations.id, affiliationMemberships.affiliationId))
        .where(and(eq(affiliationMemberships.userId, userId), ne(affiliations.status, 'deleted')))
    : await db
        .select({ id: affiliations.id })
        .from(affiliations)
        .where(and(eq(affiliations.isGenreCommunity, true), eq(affiliations.status, 'active')));
  return rows.map((r) => r.id);
}

/** The comments of `where` with their authors, reply counts and badges, as the contract gives them to `viewerId`. */
async function commentsWhere(db: Queryable, viewerId: number | null, where: SQL | undefined, order: SQL[], limit?: number, offset = 0) {
  const children = sql<number>`(select count(*)::int from ${conversationComments} r where r.parent_comment_id = ${COMMENT_ID} and r.status = 0)`;
  let query = db
    .select({ comment: conversationComments, user: users, orgName: organizations.name, children })
    .from(conversationComments)
    .innerJoin(users, eq(users.id, conversationComments.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const rows = await query;
  const ids = rows.map((r) => r.comment.id);
  const badges = ids.length
    ? await db.select().from(conversationBadges).where(inArray(conversationBadges.commentId, ids)).orderBy(asc(conversationBadges.id))
    : [];
  return rows.map((r): ConversationComment => ({
    id: r.comment.id,
    clientId: r.comment.clientId,
    // A deleted comment shows as deleted; only its author keeps the text (for Undo).
    text: r.comment.status === CONVERSATION_STATUS.deleted && r.comment.userId !== viewerId ? '' : r.comment.text,
    parentCommentId: r.comment.parentCommentId ?? 0,
    children: r.children,
    communityId: r.comment.affiliationId,
    conversationType: r.comment.conversationType,
    conversationId: r.comment.conversationId,
    commentStatus: r.comment.status,
    appUserId: r.comment.userId,
    createdDate: r.comment.createdDate.toISOString(),
    updatedDate: r.comment.updatedDate.toISOString(),
    badges: badges.filter((b) => b.commentId === r.comment.id).map((b) => ({ id: b.id, commentId: b.commentId, type: b.type, appUserId: b.userId })),
    userAvatar: {
      displayName: `${r.user.firstName} ${r.user.lastName}`.trim(),
      initials: initialsOf(r.user.firstName, r.user.lastName),
      uri: r.user.avatarUri,
    },
    orgName: r.orgName ?? '',
  }));
}

/** One comment as `viewerId` sees it (after a change). */
export async function commentById(db: Queryable, viewerId: number | null, id: number): Promise<ConversationComment> {
  const [comment] = await commentsWhere(db, viewerId, eq(conversationComments.id, id), []);
  if (!comment) throw httpProblem(404, CONVERSATION_MESSAGES.unknownComment);
  return comment;
}

/**
 * The comment a path or body names: its id, or the id the caller's device gave it (a UUID: only the caller's own
 * comments are found so). 404 when there is none.
 */
export async function requireComment(db: Queryable, userId: number | null, ref: CommentRef | string): Promise<CommentRow> {
  const numeric = typeof ref === 'number' ? ref : /^\d{1,10}$/.test(ref) ? Number(ref) : null;
  const where =
    numeric !== null
      ? numeric <= 2_147_483_647
        ? eq(conversationComments.id, numeric)
        : undefined
      : /^[0-9a-f-]{36}$/i.test(ref as string)
        ? and(eq(conversationComments.clientId, ref as string), eq(conversationComments.userId, userId ?? -1))
        : undefined;
  const [row] = where ? await db.select().from(conversationComments).where(where) : [];
  if (!row) throw httpProblem(404, CONVERSATION_MESSAGES.unknownComment);
  return row;
}

/** Checks that a conversation exists: a title by its sku, a topic of that community by its id (400 naming conversationId). */
export async function requireConversation(db: Queryable, communityId: number, type: ConversationType, conversationId: string): Promise<void> {
  if (type === 'title') {
    const [title] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, conversationId));
    if (!title) throw fieldProblem('conversationId', CONVERSATION_MESSAGES.unknownTitle);
    return;
  }
  const id = /^\d{1,10}$/.test(conversationId) ? Number(conversationId) : 0;
  if (!id || id > 2_147_483_647) throw fieldProblem('conversationId', CONVERSATION_MESSAGES.badConversationId);
  const [topic] = await db
    .select({ id: conversationTopics.id })
    .from(conversationTopics)
    .where(and(eq(conversationTopics.id, id), eq(conversationTopics.affiliationId, communityId)));
  if (!topic) throw fieldProblem('conversationId', CONVERSATION_MESSAGES.unknownTopic, 404);
}

/** A topic as the contract gives it. */
export function topicOf(row: typeof conversationTopics.$inferSelect): ConversationTopic {
  return {
    id: row.id,
    communityId: row.affiliationId,
    name: row.name,
    initialComment: row.initialComment,
    type: row.type,
    ownerAppUserId: row.ownerUserId,
  };
}

/** The conversations of these communities (those of one title when `sku` is given), newest activity first. */
async function threadsOf(db: Queryable, userId: number | null, communityIds: number[], sku?: string): Promise<Conversations> {
  if (!communityIds.length) return { topics: [], products: [], threads: [] };
  const c = conversationComments;
  const inScope = and(
    inArray(c.affiliationId, communityIds),
    sku === undefined ? undefined : and(eq(c.conversationType, 'title'), eq(c.conversationId, sku)),
  );
  const groups = await db
    .select({
      communityId: c.affiliationId,
      type: c.conversationType,
      conversationId: c.conversationId,
      commentCount: sql<number>`(count(*) filter (where ${c.status} = 0))::int`,
      latestId: sql<number | null>`max(${c.id}) filter (where ${c.status} = 0)`,
      firstId: sql<number>`min(${c.id})`,
    })
    .from(c)
    .where(inScope)
    .groupBy(c.affiliationId, c.conversationType, c.conversationId)
    .orderBy(desc(sql`max(${c.id})`))
    .limit(THREADS_MAX);
  const commentIds = [...new Set(groups.flatMap((g) => (g.latestId ? [g.latestId, g.firstId] : [g.firstId])))];
  const skus = groups.filter((g) => g.type === 'title').map((g) => g.conversationId);
  const [comments, topicRows, productRows, statuses, communityRows] = await Promise.all([
    commentIds.length ? commentsWhere(db, userId, inArray(c.id, commentIds), []) : Promise.resolve([]),
    sku === undefined
      ? db.select().from(conversationTopics).where(inArray(conversationTopics.affiliationId, communityIds)).orderBy(asc(conversationTopics.id))
      : Promise.resolve([]),
    skus.length
      ? db
          .select({ sku: products.sku, name: products.name, author: products.author, images: products.images })
          .from(products)
          .where(inArray(products.sku, skus))
      : Promise.resolve([]),
    userId
      ? db
          .select()
          .from(conversationStatuses)
          .where(and(eq(conversationStatuses.userId, userId), inArray(conversationStatuses.affiliationId, communityIds)))
      : Promise.resolve([]),
    db.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).where(inArray(affiliations.id, communityIds)),
  ]);
  const byId = new Map(comments.map((x) => [x.id, x]));
  const topics = new Map(topicRows.map((t) => [t.id, t]));
  const titles = new Map(productRows.map((p) => [p.sku, p]));
  const statusOf = new Map(statuses.map((s) => [`${s.affiliationId}/${s.conversationType}/${s.conversationId}`, s.status]));
  const communityName = new Map(communityRows.map((r) => [r.id, r.name]));
  const threads: ConversationThread[] = [];
  for (const g of groups) {
    const first = byId.get(g.firstId)!;
    const topic = g.type === 'topic' ? topics.get(Number(g.conversationId)) : undefined;
    if (g.type === 'topic' && sku === undefined && !topic) continue;
    threads.push({
      conversationId: g.conversationId,
      conversationType: g.type,
      communityId: g.communityId,
      communityName: communityName.get(g.communityId) ?? '',
      name: topic?.name ?? titles.get(g.conversationId)?.name ?? '',
      author: first.userAvatar,
      authorAppUserId: first.appUserId,
      authorOrgName: first.orgName,
      status: statusOf.get(`${g.communityId}/${g.type}/${g.conversationId}`) ?? CONVERSATION_STATUS.active,
      commentCount: g.commentCount,
      mostRecentComment: g.latestId ? (byId.get(g.latestId) ?? null) : null,
    });
  }
  return {
    topics: topicRows.map(topicOf),
    products: productRows.map((p) => ({
      sku: p.sku,
      name: p.name,
      author: p.author,
      coverUri: p.images.find((i) => i.type === 'jacketCover')?.uri ?? '',
    })),
    threads,
  };
}

/** GET /api/v1/conversations/{communityId}: topics, products and threads (0: every community of the caller). */
export async function conversationsOf(db: Queryable, userId: number | null, communityId: number): Promise<Conversations> {
  return threadsOf(db, userId, await readableCommunities(db, userId, communityId));
}

/** GET /api/v1/conversations/title/{sku}: the title's conversation in each community the caller reads. */
export async function titleConversations(db: Queryable, userId: number | null, sku: string): Promise<{ threads: ConversationThread[] }> {
  const [title] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
  if (!title) throw httpProblem(404, CONVERSATION_MESSAGES.unknownTitle);
  const { threads } = await threadsOf(db, userId, await readableCommunities(db, userId, 0), sku);
  return { threads };
}

/**
 * GET /api/v1/conversations/comments/{type}/{id}: a conversation's thread starters, newest first ('title' sku or
 * 'topic' id, in one community or every community the caller reads), or one thread's replies, oldest first
 * ('thread', the starter's id). Paged by 6 (seed 3 §9).
 */
export async function commentsPage(
  db: Queryable,
  userId: number | null,
  type: 'title' | 'topic' | 'thread',
  id: string,
  query: { communityId: number; offset: number; pageSize: number },
): Promise<CommentsPage> {
  const c = conversationComments;
  let where: SQL | undefined;
  let order: SQL[];
  if (type === 'thread') {
    const parent = await requireComment(db, userId, id);
    await readableCommunities(db, userId, parent.affiliationId);
    where = eq(c.parentCommentId, parent.id);
    order = [asc(c.createdDate), asc(c.id)];
  } else {
    const communities = await readableCommunities(db, userId, query.communityId);
    if (query.communityId) await requireConversation(db, query.communityId, type, id);
    where = and(
      inArray(c.affiliationId, communities.length ? communities : [-1]),
      eq(c.conversationType, type),
      eq(c.conversationId, id),
      isNull(c.parentCommentId),
    );
    order = [desc(c.createdDate), desc(c.id)];
  }
  // Deleted comments stay in the page (shown as deleted, with Undo for their author) only while they have replies or are the caller's.
  const shown = and(
    where,
    or(
      eq(c.status, CONVERSATION_STATUS.active),
      eq(c.userId, userId ?? -1),
      sql`exists (select 1 from ${c} r where r.parent_comment_id = ${COMMENT_ID} and r.status = 0)`,
    ),
  );
  const [comments, [total]] = await Promise.all([
    commentsWhere(db, userId, shown, order, query.pageSize, query.offset),
    db.select({ n: count() }).from(c).where(shown),
  ]);
  return { comments, total: total?.n ?? 0 };
}

/**
 * POST /api/v1/conversations/{communityId}/titles: for each of these titles with comments in the community (0: in any
 * community of the caller), the caller's status, the number of comments and `id`, the newest comment's id, 0 when
 * that comment is the caller's own (nothing new from others).
 */
export async function titleStatuses(db: Queryable, userId: number, communityId: number, skus: string[]) {
  const communities = await readableCommunities(db, userId, communityId);
  if (!skus.length || !communities.length) return [];
  const c = conversationComments;
  const groups = await db
    .select({
      sku: c.conversationId,
      communityId: c.affiliationId,
      commentCount: sql<number>`count(*)::int`,
      latestId: sql<number>`max(${c.id})`,
    })
    .from(c)
    .where(and(inArray(c.affiliationId, communities), eq(c.conversationType, 'title'), inArray(c.conversationId, skus), eq(c.status, 0)))
    .groupBy(c.conversationId, c.affiliationId);
  if (!groups.length) return [];
  const [latest, statuses] = await Promise.all([
    db
      .select({ id: c.id, userId: c.userId })
      .from(c)
      .where(
        inArray(
          c.id,
          groups.map((g) => g.latestId),
        ),
      ),
    db
      .select()
      .from(conversationStatuses)
      .where(
        and(
          eq(conversationStatuses.userId, userId),
          eq(conversationStatuses.conversationType, 'title'),
          inArray(conversationStatuses.conversationId, skus),
        ),
      ),
  ]);
  const authorOf = new Map(latest.map((l) => [l.id, l.userId]));
  return groups.map((g) => ({
    id: authorOf.get(g.latestId) === userId ? 0 : g.latestId,
    sku: g.sku,
    communityId: g.communityId,
    status: statuses.find((s) => s.affiliationId === g.communityId && s.conversationId === g.sku)?.status ?? CONVERSATION_STATUS.active,
    commentCount: g.commentCount,
  }));
}
