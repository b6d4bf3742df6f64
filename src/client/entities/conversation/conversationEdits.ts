import type { QueryClient } from '@tanstack/react-query';
import type { BadgeType, CommentsPage, ConversationComment, Conversations, ConversationThread } from '../../../shared/contracts/conversations.ts';
import { editAll, put, type CacheEdit, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { conversationKeys } from './queries.ts';

/** A comment named as a change names it: its id, or the id its device gave it before it was sent (a UUID). */
export type CommentRef = number | string;

export const isComment = (comment: ConversationComment, ref: CommentRef) =>
  comment.id === ref || (comment.clientId !== null && comment.clientId === ref);

/** Every page of comments, with the comment named `ref` changed. */
const inComments = (ref: CommentRef, change: (comment: ConversationComment) => ConversationComment): CacheEdit =>
  editAll<CommentsPage | undefined>(conversationKeys.comments(), (page) =>
    page && page.comments.some((c) => isComment(c, ref))
      ? { ...page, comments: page.comments.map((c) => (isComment(c, ref) ? change(c) : c)) }
      : page,
  );

type ThreadsAnswer = Pick<Conversations, 'threads'>;

/** The same change of the threads in every list of threads: the conversations' lists and each title's. */
const inAllThreads = (change: (answer: ThreadsAnswer) => ThreadsAnswer): CacheEdit[] => [
  editAll<Conversations | undefined>(conversationKeys.lists(), (answer) => answer && { ...answer, ...change(answer) }),
  editAll<ThreadsAnswer | undefined>(conversationKeys.titles(), (answer) => answer && { ...answer, ...change(answer) }),
];

/** Every list of threads, with the most recent comment changed when it is that comment. */
const inThreads = (ref: CommentRef, change: (comment: ConversationComment) => ConversationComment): CacheEdit[] =>
  inAllThreads((answer) => ({
    threads: answer.threads.map((thread) =>
      thread.mostRecentComment && isComment(thread.mostRecentComment, ref)
        ? { ...thread, mostRecentComment: change(thread.mostRecentComment) }
        : thread,
    ),
  }));

/** A new comment as the screen shows it before the server has it: its device id is its name, its id 0. */
export interface NewCommentChange {
  comment: ConversationComment;
  /** The starter of the thread a reply goes to (its id or device id), for the replies' list. */
  parentRef: CommentRef | null;
  /** A thread started from a title page: how the title's conversation there shows while it has no thread yet. */
  thread?: { name: string; communityName: string };
}

const addTo = (page: CommentsPage | undefined, comment: ConversationComment, first: boolean): CommentsPage => {
  const before = page ?? { comments: [], total: 0 };
  if (comment.clientId && before.comments.some((c) => c.clientId === comment.clientId)) return before;
  return { comments: first ? [comment, ...before.comments] : [...before.comments, comment], total: before.total + 1 };
};

/** A title's conversation in a community as it shows once its first thread is started on this device. */
const newThread = (comment: ConversationComment, thread: { name: string; communityName: string }): ConversationThread => ({
  conversationId: comment.conversationId,
  conversationType: comment.conversationType,
  communityId: comment.communityId,
  communityName: thread.communityName,
  name: thread.name,
  author: comment.userAvatar,
  authorAppUserId: comment.appUserId,
  authorOrgName: comment.orgName,
  status: 1,
  commentCount: 1,
  mostRecentComment: comment,
});

/**
 * What a new comment shows: a thread starter first among the conversation's starters, a reply last in its thread;
 * the thread list's count and most recent comment. Known by its device id, so that applying it again adds nothing.
 */
export const newCommentEdit: ReplayableEdit<NewCommentChange> = {
  kind: 'conversationComment',
  edits: (client: QueryClient, { comment, parentRef, thread }) => {
    const { conversationType, conversationId, communityId } = comment;
    const edits: CacheEdit[] = [];
    if (parentRef === null) {
      const keys = client.getQueriesData<CommentsPage>({ queryKey: conversationKeys.pages(conversationType, conversationId, communityId) });
      for (const [key] of keys.length ? keys : [[conversationKeys.page(conversationType, conversationId, communityId, 6)]])
        edits.push(put<CommentsPage | undefined>(key, (page) => addTo(page, comment, true)));
    } else {
      const keys = client.getQueriesData<CommentsPage>({ queryKey: conversationKeys.pages('thread', String(parentRef), communityId) });
      for (const [key] of keys.length ? keys : [[conversationKeys.page('thread', String(parentRef), communityId, REPLIES_LIMIT)]])
        edits.push(put<CommentsPage | undefined>(key, (page) => addTo(page, comment, false)));
    }
    const isIt = (t: ConversationThread) =>
      t.conversationType === conversationType && t.conversationId === conversationId && t.communityId === communityId;
    edits.push(
      ...inAllThreads((answer) => ({
        threads: answer.threads.map((t) =>
          isIt(t) && t.mostRecentComment?.clientId !== comment.clientId ? { ...t, commentCount: t.commentCount + 1, mostRecentComment: comment } : t,
        ),
      })),
    );
    if (thread && conversationType === 'title')
      edits.push(
        editAll<ThreadsAnswer | undefined>(conversationKeys.title(conversationId), (answer) =>
          answer && !answer.threads.some(isIt) ? { ...answer, threads: [newThread(comment, thread), ...answer.threads] } : answer,
        ),
      );
    return edits;
  },
};

/** How many replies of a thread show (all of them, up to the server's largest page). */
export const REPLIES_LIMIT = 60;

/** The author's new text of a comment. */
export const editCommentEdit: ReplayableEdit<{ ref: CommentRef; text: string }> = {
  kind: 'conversationCommentText',
  edits: (_, { ref, text }) => [inComments(ref, (c) => ({ ...c, text })), ...inThreads(ref, (c) => ({ ...c, text }))],
};

/** A comment deleted (3) or restored (0, Undo). */
export const commentStatusEdit: ReplayableEdit<{ ref: CommentRef; status: 0 | 3 }> = {
  kind: 'conversationCommentStatus',
  edits: (_, { ref, status }) => [inComments(ref, (c) => ({ ...c, commentStatus: status }))],
};

/** A badge of the user on a comment, set on or off (a state, so that applying it again changes nothing). */
export const badgeEdit: ReplayableEdit<{ ref: CommentRef; type: BadgeType; appUserId: number; on: boolean }> = {
  kind: 'conversationBadge',
  edits: (_, { ref, type, appUserId, on }) => [
    inComments(ref, (c) => {
      const mine = c.badges.some((b) => b.type === type && b.appUserId === appUserId);
      if (mine === on) return c;
      return {
        ...c,
        badges: on
          ? [...c.badges, { id: 0, commentId: c.id, type, appUserId }]
          : c.badges.filter((b) => !(b.type === type && b.appUserId === appUserId)),
      };
    }),
  ],
};

export interface StatusChange {
  conversationType: 'title' | 'topic';
  conversationId: string;
  communityId: number;
  status: 0 | 1 | 2;
}

/** The user's status of a conversation (0 active, 1 read, 2 archived) in every list of threads. */
export const conversationStatusEdit: ReplayableEdit<StatusChange> = {
  kind: 'conversationStatus',
  edits: (_, { conversationType, conversationId, communityId, status }) =>
    inAllThreads((answer) => ({
      threads: answer.threads.map((t) =>
        t.conversationType === conversationType && t.conversationId === conversationId && t.communityId === communityId ? { ...t, status } : t,
      ),
    })),
};

/**
 * A topic the user started, as the list shows it before the server has it (seed 3 §7 POST .../topics): a thread whose
 * conversationId is the device id of its initial thought (a UUID; the server's topics are numbers), so the screen
 * knows it waits, and applying it again adds nothing.
 */
export const isPendingTopic = (thread: Pick<ConversationThread, 'conversationType' | 'conversationId'>) =>
  thread.conversationType === 'topic' && !/^\d+$/.test(thread.conversationId);

export const newTopicEdit: ReplayableEdit<{ thread: ConversationThread; initialComment: string }> = {
  kind: 'conversationTopic',
  edits: (_, { thread, initialComment }) => [
    editAll<Conversations | undefined>(conversationKeys.lists(), (answer) =>
      answer && !answer.threads.some((t) => t.conversationType === 'topic' && t.conversationId === thread.conversationId)
        ? {
            ...answer,
            topics: [
              { id: 0, communityId: thread.communityId, name: thread.name, initialComment, type: 0, ownerAppUserId: thread.authorAppUserId },
              ...answer.topics,
            ],
            threads: [thread, ...answer.threads],
          }
        : answer,
    ),
  ],
};

/** The owner's new name of a topic (PUT /api/v1/conversations/topics), in every list of threads. */
export const renameTopicEdit: ReplayableEdit<{ id: number; name: string }> = {
  kind: 'conversationTopicName',
  edits: (_, { id, name }) => [
    editAll<Conversations | undefined>(
      conversationKeys.lists(),
      (answer) =>
        answer && {
          ...answer,
          topics: answer.topics.map((topic) => (topic.id === id ? { ...topic, name } : topic)),
          threads: answer.threads.map((t) => (t.conversationType === 'topic' && t.conversationId === String(id) ? { ...t, name } : t)),
        },
    ),
  ],
};
