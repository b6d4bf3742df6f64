import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ConversationThread } from '../../../shared/contracts/conversations.ts';
import { parseTitleLinks } from '../../../shared/domain/titleLinks.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { titleConversationsQuery } from '../../entities/conversation/queries.ts';
import { conversationResources } from '../../entities/conversation/resources.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { CommentEditor } from '../../features/conversation/CommentEditor.tsx';
import { draftComment, useNewComment, type ConversationRef } from '../../features/conversation/mutations.ts';
import { ConversationDrawer } from '../../features/conversation/parts.ts';
import { NetworkError } from '../../lib/api.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import '../../features/conversation/conversation.css';
import './titleConversations.css';

/** A comment's text in one line: title links as their names. */
const plain = (text: string) =>
  parseTitleLinks(text)
    .map((part) => (part.kind === 'title' ? part.name : part.text))
    .join('');

function ThreadRow({ thread, signedIn, onOpen }: { thread: ConversationThread; signedIn: boolean; onOpen: () => void }) {
  // A change of this conversation waiting in the outbox (a thread started offline) marks its row.
  const resource = conversationResources.conversation(thread.conversationType, thread.conversationId, thread.communityId);
  const { t } = useTranslation('conversations');
  const recent = thread.mostRecentComment;
  const { author } = thread;
  return (
    <li className={signedIn && thread.status === 0 ? 'tc-row is-unread' : 'tc-row'} data-testid="title-conversation">
      <button type="button" className="tc-row-button" onClick={onOpen}>
        {author.uri ? (
          <img className="tc-avatar" src={author.uri} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="tc-avatar" aria-hidden="true">
            {author.initials}
          </span>
        )}
        <span className="tc-main">
          <span className="tc-community">{thread.communityName}</span>
          <span className="tc-meta">
            {t('conversations.startedBy', { name: author.displayName })}
            {thread.authorOrgName ? ` · ${thread.authorOrgName}` : ''}
          </span>
          {recent && recent.commentStatus !== 3 ? (
            <span className="tc-recent">
              {recent.userAvatar.displayName}: {plain(recent.text)}
            </span>
          ) : null}
        </span>
        <span className="tc-side">
          <span>{t('conversations.commentCount', { count: thread.commentCount })}</span>
          {signedIn ? <span>{t(`conversations.status.${thread.status}`)}</span> : null}
          <PendingMark resources={[resource]} />
        </span>
      </button>
    </li>
  );
}

/** A member's first thought about the title in one of their communities: a new thread, through the outbox. */
function StartThread({ sku, title, onDone }: { sku: string; title: string; onDone: () => void }) {
  const { t } = useTranslation('conversations');
  const session = useSignedInUser()!;
  const communities = useQuery(communitiesQuery(true));
  const mine = (communities.data?.affiliations ?? []).filter((c) => c.member);
  const [chosen, setChosen] = useState<number | null>(null);
  const community = mine.find((c) => c.id === chosen) ?? mine[0];
  const selectId = useId();
  const conversation: ConversationRef = { conversationType: 'title', conversationId: sku, communityId: community?.id ?? 0, name: title };
  const newComment = useNewComment(conversation);
  if (communities.isPending) return <SkeletonLines widths={['40%', '90%']} label={t('conversations.titlePanel.loading')} />;
  if (!community)
    return (
      <p className="empty-state">
        {communities.isError ? t('conversations.titlePanel.communitiesOffline') : t('conversations.titlePanel.noCommunity')}
      </p>
    );
  return (
    <div className="tc-start">
      {mine.length > 1 ? (
        <label htmlFor={selectId} className="tc-community-choice">
          {t('conversations.titlePanel.community')}
          <select id={selectId} className="tc-select" value={community.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {mine.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <CommentEditor
        label={t('conversations.titlePanel.startLabel', { title })}
        sendLabel={t('conversations.send')}
        onCancel={onDone}
        onSend={(text) => {
          newComment.mutate({
            comment: draftComment(session.user, conversation, text, null),
            parentRef: null,
            thread: { name: title, communityName: community.name },
          });
          onDone();
        }}
      />
    </div>
  );
}

/**
 * The Conversations panel's content (loaded after the title page's first paint): GET /api/v1/conversations/title/{sku}
 * as one row per community (who started it, with organization, the most recent comment, the count and the user's
 * status), a row opening the conversation drawer; Start a conversation for members, the account prompt for visitors.
 * Offline, the copy of the last visit.
 */
export function TitleConversations({ sku, title, signedIn }: { sku: string; title: string; signedIn: boolean }) {
  const { t } = useTranslation('conversations');
  const { promptSignIn } = usePrompts();
  // The drawer and the member's communities (Start a conversation's choice) are fetched ahead: both work offline then.
  usePreloadParts([ConversationDrawer], signedIn, [communitiesQuery(true)]);
  const answer = useQuery(titleConversationsQuery(sku));
  const [open, setOpen] = useState<ConversationRef | null>(null);
  const [starting, setStarting] = useState(false);
  const close = useCallback(() => setOpen(null), []);

  let body;
  if (answer.isPending) body = <SkeletonLines widths={['70%', '90%', '40%']} label={t('conversations.titlePanel.loading')} />;
  else if (answer.isError)
    body = (
      <div className="empty-state" role="alert">
        <p>{answer.error instanceof NetworkError ? t('conversations.titlePanel.offline') : t('conversations.titlePanel.error')}</p>
        <button type="button" className="conv-button" onClick={() => void answer.refetch()}>
          {t('conversations.retry')}
        </button>
      </div>
    );
  else if (!answer.data.threads.length)
    body = <p className="empty-state">{t(signedIn ? 'conversations.titlePanel.empty' : 'conversations.titlePanel.emptyVisitor')}</p>;
  else
    body = (
      <ul className="tc-rows">
        {answer.data.threads.map((thread) => (
          <ThreadRow
            key={thread.communityId}
            thread={thread}
            signedIn={signedIn}
            onOpen={() => setOpen({ conversationType: 'title', conversationId: sku, communityId: thread.communityId, name: thread.name || title })}
          />
        ))}
      </ul>
    );
  return (
    <>
      {body}
      {starting && signedIn ? (
        <StartThread sku={sku} title={title} onDone={() => setStarting(false)} />
      ) : (
        <button type="button" className="conv-button is-primary tc-start-button" onClick={() => (signedIn ? setStarting(true) : promptSignIn())}>
          {t('conversations.titlePanel.start')}
        </button>
      )}
      {open ? (
        <PartBoundary floating>
          <ConversationDrawer conversation={open} onClose={close} />
        </PartBoundary>
      ) : null}
    </>
  );
}
