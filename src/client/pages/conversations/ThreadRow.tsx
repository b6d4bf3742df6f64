import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ConversationThread } from '../../../shared/contracts/conversations.ts';
import { conversationResources as resources } from '../../entities/conversation/resources.ts';
import { isPendingTopic } from '../../entities/conversation/conversationEdits.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';

export interface ThreadRowProps {
  thread: ConversationThread;
  onOpen: (thread: ConversationThread) => void;
  /** The topic owner's extra action (seed 3 §6), given only for their own topics. */
  onRename?: ((thread: ConversationThread) => void) | undefined;
}

/**
 * One conversation of the list: its author, name, community, most recent comment, count and the user's status. A topic
 * started offline waits (pending) and opens once the server has it.
 */
export function ThreadRow({ thread, onOpen, onRename }: ThreadRowProps) {
  const { t } = useTranslation('conversations');
  const recent = thread.mostRecentComment;
  const pending = isPendingTopic(thread);
  const topicRef = thread.conversationType === 'topic' ? resources.topic(thread.conversationId) : null;
  return (
    <li className={thread.status === 0 ? 'conv-row is-unread' : 'conv-row'} data-testid="conversation-row">
      <button type="button" className="conv-row-button" disabled={pending} onClick={() => onOpen(thread)}>
        {thread.author.uri ? (
          <img className="conv-row-avatar" src={thread.author.uri} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="conv-row-avatar" aria-hidden="true">
            {thread.author.initials}
          </span>
        )}
        <span className="conv-row-main">
          <span className="conv-row-name">{thread.name}</span>
          <span className="conv-row-meta">
            {thread.communityName} · {t('conversations.startedBy', { name: thread.author.displayName })}
          </span>
          {recent && recent.commentStatus !== 3 ? (
            <span className="conv-row-recent">
              {recent.userAvatar.displayName}: {recent.text}
            </span>
          ) : null}
        </span>
        <span className="conv-row-side">
          <span className="conv-row-count">{t('conversations.commentCount', { count: thread.commentCount })}</span>
          <span className="conv-row-status">{pending ? t('conversations.topic.waiting') : t(`conversations.status.${thread.status}`)}</span>
          {topicRef ? <PendingMark resources={[topicRef]} /> : null}
        </span>
      </button>
      {onRename && !pending ? (
        <button
          type="button"
          className="conv-filter conv-row-rename"
          aria-label={t('conversations.topic.renameLabel', { name: thread.name })}
          onClick={() => onRename(thread)}
        >
          {t('conversations.topic.rename')}
        </button>
      ) : null}
    </li>
  );
}
