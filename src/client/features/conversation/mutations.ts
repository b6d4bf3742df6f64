import { pathOf } from '../../../shared/contracts/endpoint.ts';
import type { BadgeType, ConversationComment } from '../../../shared/contracts/conversations.ts';
import {
  createComment as createRoute,
  editComment as editRoute,
  setCommentStatus as statusRoute,
  setConversationStatus as conversationStatusRoute,
  toggleBadge as badgeRoute,
} from '../../../shared/contracts/routes/conversations.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { conversationResources as resources } from '../../entities/conversation/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import type { Change } from '../../lib/offline/outbox/types.ts';
import {
  badgeEdit,
  commentStatusEdit,
  conversationStatusEdit,
  editCommentEdit,
  newCommentEdit,
  type CommentRef,
  type NewCommentChange,
  type StatusChange,
} from '../../entities/conversation/conversationEdits.ts';
import { conversationKeys } from '../../entities/conversation/queries.ts';

/** The conversation a change belongs to: its kind, id, community and name (for the pending list). */
export interface ConversationRef {
  conversationType: 'title' | 'topic';
  conversationId: string;
  communityId: number;
  name: string;
}

/** A change's resources: its conversation (its changes replay in order: a comment before its edits) and its comment. */
const resourceOf = (c: ConversationRef, ref?: CommentRef) =>
  [resources.conversation(c.conversationType, c.conversationId, c.communityId), ...(ref === undefined ? [] : [resources.comment(ref)])].join(' ');

/** Seed 3 §8: no errors are shown for conversation or comment changes; a refused one goes back as it was. */
const quiet = () => undefined;
const refetch = async (_: unknown, __: unknown, client: import('@tanstack/react-query').QueryClient) =>
  client.invalidateQueries({ queryKey: conversationKeys.all });

/**
 * The change of a new comment. A reply names its thread starter as the screen knows it: its id, or, while the starter
 * made offline waits in the outbox too, its device id; the reply shares the starter's resources, so it is sent after
 * it, and the server finds the starter by that device id (as it does for edits, deletes and badges).
 */
export function newCommentChange(conversation: ConversationRef, { comment, parentRef }: NewCommentVariables): Change {
  return {
    method: 'POST',
    path: pathOf(createRoute, {}),
    body: {
      json: {
        text: comment.text,
        parentCommentId: parentRef ?? 0,
        communityId: comment.communityId,
        conversationType: comment.conversationType,
        conversationId: comment.conversationId,
        status: 0,
        clientId: comment.clientId ?? undefined,
      },
    },
    resource: [resourceOf(conversation, comment.clientId ?? undefined), ...(parentRef === null ? [] : [resources.comment(parentRef)])].join(' '),
    label: { key: 'changes:changes.label.conversationComment', values: { name: conversation.name } },
  };
}

export interface NewCommentVariables {
  comment: ConversationComment;
  parentRef: CommentRef | null;
}

/** POST /api/v1/conversations/comments with the device's id (clientId): shown at once, sent once. */
export function useNewComment(conversation: ConversationRef) {
  return useChangeMutation<NewCommentChange, ConversationComment>({
    change: (variables) => newCommentChange(conversation, variables),
    shows: (variables) => shown(newCommentEdit, variables),
    onApplied: refetch,
    onQueued: quiet,
    onRefused: quiet,
  });
}

/** Who writes a comment, as the session knows them. */
export interface CommentAuthor {
  user: { id: number; orgName: string };
  userAvatar: ConversationComment['userAvatar'];
}

/** A new comment as it shows before the server has it: id 0, named by the id this device gives it. */
export function draftComment(
  author: CommentAuthor,
  conversation: Pick<ConversationRef, 'conversationType' | 'conversationId' | 'communityId'>,
  text: string,
  parent: ConversationComment | null,
): ConversationComment {
  const now = new Date().toISOString();
  return {
    id: 0,
    clientId: crypto.randomUUID(),
    text,
    parentCommentId: parent ? parent.id : 0,
    children: 0,
    communityId: conversation.communityId,
    conversationType: conversation.conversationType,
    conversationId: conversation.conversationId,
    commentStatus: 0,
    appUserId: author.user.id,
    createdDate: now,
    updatedDate: now,
    badges: [],
    userAvatar: author.userAvatar,
    orgName: author.user.orgName,
  };
}

/** PUT /api/v1/conversations/comments: the author's new text. */
export function useEditComment(conversation: ConversationRef) {
  return useChangeMutation<{ ref: CommentRef; text: string }, ConversationComment>({
    change: ({ ref, text }) => ({
      method: 'PUT',
      path: pathOf(editRoute, {}),
      body: { json: { id: ref, text } },
      resource: resourceOf(conversation, ref),
      label: { key: 'changes:changes.label.conversationCommentEdit', values: { name: conversation.name } },
    }),
    shows: (variables) => shown(editCommentEdit, variables),
    onApplied: refetch,
    onQueued: quiet,
    onRefused: quiet,
  });
}

/** DELETE /api/v1/conversations/comments/{id}/{status}: 3 deletes, 0 restores (Undo). */
export function useCommentStatus(conversation: ConversationRef) {
  return useChangeMutation<{ ref: CommentRef; status: 0 | 3 }, ConversationComment>({
    change: ({ ref, status }) => ({
      method: 'DELETE',
      path: pathOf(statusRoute, { id: String(ref), status }),
      resource: resourceOf(conversation, ref),
      label: {
        key: status === 3 ? 'changes:changes.label.conversationCommentDelete' : 'changes:changes.label.conversationCommentRestore',
        values: { name: conversation.name },
      },
    }),
    shows: (variables) => shown(commentStatusEdit, variables),
    onApplied: refetch,
    onQueued: quiet,
    onRefused: quiet,
  });
}

/** PUT /api/v1/conversations/badges: toggles the user's badge (shown as the state it leaves). */
export function useBadge(conversation: ConversationRef) {
  return useChangeMutation<{ ref: CommentRef; type: BadgeType; appUserId: number; on: boolean }, ConversationComment>({
    change: ({ ref, type }) => ({
      method: 'PUT',
      path: pathOf(badgeRoute, {}),
      body: { json: { commentId: ref, type } },
      resource: resourceOf(conversation, ref),
      label: { key: 'changes:changes.label.conversationBadge', values: { name: conversation.name } },
    }),
    shows: (variables) => shown(badgeEdit, variables),
    onQueued: quiet,
    onRefused: quiet,
  });
}

/** PUT /api/v1/conversations/status: the user's status of the conversation (read, unread, archived). */
export function useConversationStatus(conversation: ConversationRef) {
  return useChangeMutation<StatusChange, { status: number }>({
    change: (body) => ({
      method: 'PUT',
      path: pathOf(conversationStatusRoute, {}),
      body: { json: body },
      resource: resourceOf(conversation),
      label: { key: 'changes:changes.label.conversationStatus', values: { name: conversation.name } },
    }),
    shows: (variables) => shown(conversationStatusEdit, variables),
    onQueued: quiet,
    onRefused: quiet,
  });
}
