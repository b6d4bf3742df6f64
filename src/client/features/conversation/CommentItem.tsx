import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { BADGE_TYPES, type BadgeType, type ConversationComment } from '../../../shared/contracts/conversations.ts';
import { REPLIES_LIMIT } from '../../entities/conversation/conversationEdits.ts';
import { commentsQuery } from '../../entities/conversation/queries.ts';
import { conversationResources as resources } from '../../entities/conversation/resources.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentText } from './CommentText.tsx';

const BADGE_ICONS: Record<BadgeType, string> = { thumbsUp: '👍', love: '❤️', thumbsDown: '👎', laugh: '😄' };

export interface CommentActions {
  /** The signed-in user's id (0: a visitor, whose actions bring the sign-in prompt). */
  userId: number;
  signIn: () => void;
  reply: (parent: ConversationComment, text: string) => void;
  edit: (comment: ConversationComment, text: string) => void;
  setStatus: (comment: ConversationComment, status: 0 | 3) => void;
  badge: (comment: ConversationComment, type: BadgeType, on: boolean) => void;
}

/** A comment's name in changes: its id once the server has it, else the id its device gave it. */
export const refOf = (comment: ConversationComment) => (comment.id > 0 ? comment.id : (comment.clientId ?? comment.id));

function Avatar({ comment }: { comment: ConversationComment }) {
  const { uri, initials } = comment.userAvatar;
  return uri ? (
    <img className="conv-avatar" src={uri} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="conv-avatar" aria-hidden="true">
      {initials}
    </span>
  );
}

/**
 * One comment: its author (avatar, name, organization), its text as plain text, its badges, and the author's Edit and
 * Delete (a deleted comment shows as deleted, with Undo); a thread starter also shows its replies and Reply.
 */
export function CommentItem({ comment, actions, starter }: { comment: ConversationComment; actions: CommentActions; starter: boolean }) {
  const { t } = useTranslation('conversations');
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const mine = actions.userId > 0 && comment.appUserId === actions.userId;
  const deleted = comment.commentStatus === 3;
  const ref = refOf(comment);
  const replies = useQuery({
    ...commentsQuery('thread', String(ref), comment.communityId, REPLIES_LIMIT),
    // Every thread starter's (one still waiting by its device id): a reply waiting in the outbox shows on its
    // thread's read, after a reload too.
    enabled: starter,
  });
  const author = comment.userAvatar.displayName;
  return (
    <li className={starter ? 'conv-comment is-starter' : 'conv-comment'} data-testid="conversation-comment">
      <div className="conv-comment-head">
        <Avatar comment={comment} />
        <div className="conv-comment-author">
          <strong>{author}</strong>
          {comment.orgName ? <span className="conv-meta">{comment.orgName}</span> : null}
        </div>
        <PendingMark resources={[resources.comment(ref)]} />
      </div>
      {deleted ? (
        <p className="conv-deleted">
          {t('conversations.deleted')}{' '}
          {mine ? (
            <button type="button" className="conv-link" onClick={() => actions.setStatus(comment, 0)}>
              {t('conversations.undo')}
            </button>
          ) : null}
        </p>
      ) : editing ? (
        <CommentEditor
          initial={comment.text}
          label={t('conversations.editLabel')}
          sendLabel={t('conversations.save')}
          onCancel={() => setEditing(false)}
          onSend={(text) => {
            actions.edit(comment, text);
            setEditing(false);
          }}
        />
      ) : (
        <CommentText text={comment.text} />
      )}
      {!deleted && !editing ? (
        <div className="conv-comment-actions">
          {BADGE_TYPES.map((type) => {
            const count = comment.badges.filter((b) => b.type === type).length;
            const on = comment.badges.some((b) => b.type === type && b.appUserId === actions.userId);
            return (
              <button
                key={type}
                type="button"
                className={on ? 'conv-badge is-on' : 'conv-badge'}
                aria-pressed={on}
                aria-label={
                  count ? `${t(`conversations.badges.${type}`, { name: author })} (${count})` : t(`conversations.badges.${type}`, { name: author })
                }
                onClick={() => (actions.userId ? actions.badge(comment, type, !on) : actions.signIn())}
              >
                <span aria-hidden="true">{BADGE_ICONS[type]}</span> {count || ''}
              </button>
            );
          })}
          {starter ? (
            <button type="button" className="conv-link" onClick={() => (actions.userId ? setReplying(true) : actions.signIn())}>
              {t('conversations.reply')}
            </button>
          ) : null}
          {mine ? (
            <>
              <button type="button" className="conv-link" onClick={() => setEditing(true)}>
                {t('conversations.edit')}
              </button>
              <button type="button" className="conv-link" onClick={() => actions.setStatus(comment, 3)}>
                {t('conversations.delete')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {starter && replies.data?.comments.length ? (
        <ul className="conv-replies" aria-label={t('conversations.repliesTo', { name: author })}>
          {replies.data.comments.map((reply) => (
            <CommentItem key={reply.clientId ?? reply.id} comment={reply} actions={actions} starter={false} />
          ))}
        </ul>
      ) : null}
      {replying ? (
        <CommentEditor
          label={t('conversations.replyLabel', { name: author })}
          sendLabel={t('conversations.send')}
          onCancel={() => setReplying(false)}
          onSend={(text) => {
            actions.reply(comment, text);
            setReplying(false);
          }}
        />
      ) : null}
    </li>
  );
}
