import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { COMMENTS_PAGE_SIZE, type ConversationComment } from '../../../shared/contracts/conversations.ts';
import { commentsQuery, conversationsQuery } from '../../entities/conversation/queries.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentItem, refOf, type CommentActions } from './CommentItem.tsx';
import { DrawerShell } from './DrawerShell.tsx';
import { draftComment, useBadge, useCommentStatus, useConversationStatus, useEditComment, useNewComment, type ConversationRef } from './mutations.ts';
import './conversation.css';

export interface ConversationDrawerProps {
  conversation: ConversationRef;
  onClose: () => void;
  /**
   * The user's membership of the conversation's community, when the screen knows they may not be a member (seed 3 §6):
   * `gate` runs a member's action at once, asks a visitor to sign in and a non-member to join first.
   */
  membership?: { member: boolean; gate: (action: () => void) => void } | undefined;
}

/**
 * The conversation drawer (seed 3 §2, §9): the thread starters in pages of 6 (Load More adds 6), each with its replies,
 * badges and the author's edit and delete; the new-thought editor. Opening it marks the conversation read; from read
 * it can be marked unread or archived, from archived unarchived. Every change goes through the outbox.
 */
export default function ConversationDrawer({ conversation, onClose, membership }: ConversationDrawerProps) {
  const { t } = useTranslation('conversations');
  const session = useSignedInUser();
  const { promptSignIn } = usePrompts();
  const { conversationType, conversationId, communityId } = conversation;
  const [limit, setLimit] = useState(COMMENTS_PAGE_SIZE);
  const starters = useQuery({ ...commentsQuery(conversationType, conversationId, communityId, limit), placeholderData: keepPreviousData });
  const threads = useQuery({ ...conversationsQuery(0), enabled: session !== null });
  const thread = threads.data?.threads.find(
    (th) => th.conversationType === conversationType && th.conversationId === conversationId && th.communityId === communityId,
  );
  const member = membership?.member ?? true;
  // A visitor or a non-member: no status of their own yet; the status actions ask them to sign in, or to join first.
  const status = session && member ? thread?.status : 1;
  const newComment = useNewComment(conversation);
  const editComment = useEditComment(conversation);
  const commentStatus = useCommentStatus(conversation);
  const badge = useBadge(conversation);
  const conversationStatus = useConversationStatus(conversation);

  // Opening an unread conversation marks it read (seed 3 §4).
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || !session || !member || status !== 0) return;
    marked.current = true;
    conversationStatus.mutate({ conversationType, conversationId, communityId, status: 1 });
  }, [session, member, status, conversationStatus, conversationType, conversationId, communityId]);

  const userId = session?.user.user.id ?? 0;
  const draft = (text: string, parent: ConversationComment | null) => draftComment(session!.user, conversation, text, parent);
  const actions: CommentActions = {
    userId,
    signIn: promptSignIn,
    reply: (parent, text) => newComment.mutate({ comment: draft(text, parent), parentRef: refOf(parent) }),
    edit: (comment, text) => editComment.mutate({ ref: refOf(comment), text }),
    setStatus: (comment, next) => commentStatus.mutate({ ref: refOf(comment), status: next }),
    badge: (comment, type, on) => badge.mutate({ ref: refOf(comment), type, appUserId: userId, on }),
  };
  const setStatus = (next: 0 | 1 | 2, then?: () => void) =>
    conversationStatus.mutate({ conversationType, conversationId, communityId, status: next }, { onSuccess: then });
  const mark = (next: 0 | 1 | 2) => {
    if (!session) return promptSignIn();
    if (member) return setStatus(next);
    // Joined: opening marks it read (seed 3 §4), then the status asked for, once that is sent (or queued after it).
    membership?.gate(() => setStatus(1, next === 1 ? undefined : () => setStatus(next)));
  };

  const actionsBar =
    status === 1 ? (
      <>
        <button type="button" className="conv-button" onClick={() => mark(0)}>
          {t('conversations.markUnread')}
        </button>
        <button type="button" className="conv-button" onClick={() => mark(2)}>
          {t('conversations.archive')}
        </button>
      </>
    ) : status === 2 ? (
      <button type="button" className="conv-button" onClick={() => mark(1)}>
        {t('conversations.unarchive')}
      </button>
    ) : null;

  let body;
  if (starters.isPending) body = <SkeletonLines widths={['60%', '90%', '80%', '50%', '90%', '70%']} label={t('conversations.loading')} />;
  else if (starters.isError)
    body = (
      <div className="empty-state" role="alert">
        <p>{t('conversations.commentsError')}</p>
        <button type="button" className="conv-button" onClick={() => void starters.refetch()}>
          {t('conversations.retry')}
        </button>
      </div>
    );
  else {
    const { comments, total } = starters.data;
    body = (
      <>
        {comments.length ? (
          <ul className="conv-comments" aria-label={t('conversations.thoughts')}>
            {comments.map((comment) => (
              <CommentItem key={comment.clientId ?? comment.id} comment={comment} actions={actions} starter />
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('conversations.noComments')}</p>
        )}
        {total > comments.length ? (
          <button
            type="button"
            className="conv-button conv-more"
            disabled={starters.isPlaceholderData}
            onClick={() => setLimit((n) => n + COMMENTS_PAGE_SIZE)}
          >
            {t('conversations.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <DrawerShell heading={conversation.name} closeLabel={t('conversations.close')} onClose={onClose} actions={actionsBar}>
      {session ? (
        <CommentEditor
          label={t('conversations.newThought')}
          sendLabel={t('conversations.send')}
          onSend={(text) => newComment.mutate({ comment: draft(text, null), parentRef: null })}
        />
      ) : (
        <button type="button" className="conv-button is-primary" onClick={promptSignIn}>
          {t('conversations.signInToTalk')}
        </button>
      )}
      {body}
    </DrawerShell>
  );
}
