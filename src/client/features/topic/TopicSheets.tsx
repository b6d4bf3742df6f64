/** The topic sheets of /conversations: start a topic, and its owner's Rename (one lazy chunk). */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { COMMENT_TEXT_MAX, TOPIC_NAME_MAX, type ConversationThread } from '../../../shared/contracts/conversations.ts';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { useNewTopic, useRenameTopic } from './mutations.ts';

export interface NewTopicSheetProps {
  /** The communities the user may start a topic in (theirs). */
  communities: ReadonlyArray<{ id: number; name: string }>;
  /** Preselected community (the screen's filter), 0 for the first. */
  communityId: number;
  onClosed: () => void;
}

type Problems = { name?: boolean; initialComment?: boolean };

/**
 * Start a conversation (seed 3 §7 POST /api/v1/conversations/{communityId}/topics): a theme and an initial thought,
 * both required (seed 3 §8's two messages), or Cancel. Through the outbox: the topic shows in the list at once,
 * marked pending until the server has it.
 */
export function NewTopicSheet({ communities, communityId, onClosed }: NewTopicSheetProps) {
  const { t } = useTranslation('conversations');
  const session = useSignedInUser();
  const create = useNewTopic();
  const ids = { community: useId(), name: useId(), initial: useId() };
  const [community, setCommunity] = useState(communities.some((c) => c.id === communityId) ? communityId : (communities[0]?.id ?? 0));
  const [name, setName] = useState('');
  const [initialComment, setInitialComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (close: () => void) => (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = { name: !name.trim(), initialComment: !initialComment.trim() };
    setProblems(found);
    if (found.name || found.initialComment || !session || !community) return;
    const now = new Date().toISOString();
    const clientId = crypto.randomUUID();
    const { user, userAvatar } = session.user;
    const thread: ConversationThread = {
      conversationId: clientId,
      conversationType: 'topic',
      communityId: community,
      communityName: communities.find((c) => c.id === community)?.name ?? '',
      name: name.trim(),
      author: userAvatar,
      authorAppUserId: user.id,
      authorOrgName: user.orgName,
      status: 1,
      commentCount: 1,
      mostRecentComment: {
        id: 0,
        clientId,
        text: initialComment,
        parentCommentId: 0,
        children: 0,
        communityId: community,
        conversationType: 'topic',
        conversationId: clientId,
        commentStatus: 0,
        appUserId: user.id,
        createdDate: now,
        updatedDate: now,
        badges: [],
        userAvatar,
        orgName: user.orgName,
      },
    };
    create.mutate({ thread, initialComment });
    close();
  };

  return (
    <FormSheet heading={t('conversations.topic.heading')} closeLabel={t('conversations.close')} onClosed={onClosed}>
      {(close) =>
        communities.length ? (
          <form onSubmit={submit(close)} noValidate>
            <div className="form-field">
              <label htmlFor={ids.community}>{t('conversations.topic.community')}</label>
              <select id={ids.community} value={community} onChange={(e) => setCommunity(Number(e.target.value))}>
                {communities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor={ids.name}>{t('conversations.topic.name')}</label>
              <input
                id={ids.name}
                type="text"
                value={name}
                maxLength={TOPIC_NAME_MAX}
                autoComplete="off"
                aria-invalid={Boolean(problems.name)}
                aria-describedby={problems.name ? `${ids.name}-problem` : undefined}
                onChange={(e) => setName(e.target.value)}
              />
              {problems.name ? (
                <p id={`${ids.name}-problem`} className="form-error" role="alert">
                  {t('conversations.topic.nameRequired')}
                </p>
              ) : null}
            </div>
            <div className="form-field">
              <label htmlFor={ids.initial}>{t('conversations.topic.initialComment')}</label>
              <textarea
                id={ids.initial}
                rows={4}
                value={initialComment}
                maxLength={COMMENT_TEXT_MAX}
                aria-invalid={Boolean(problems.initialComment)}
                aria-describedby={problems.initialComment ? `${ids.initial}-problem` : undefined}
                onChange={(e) => setInitialComment(e.target.value)}
              />
              {problems.initialComment ? (
                <p id={`${ids.initial}-problem`} className="form-error" role="alert">
                  {t('conversations.topic.initialRequired')}
                </p>
              ) : null}
            </div>
            <div className="form-actions">
              <button type="button" className="form-button" onClick={close}>
                {t('conversations.cancel')}
              </button>
              <button type="submit" className="form-button is-primary">
                {t('conversations.topic.create')}
              </button>
            </div>
          </form>
        ) : (
          <p className="empty-state">{t('conversations.topic.noCommunity')}</p>
        )
      }
    </FormSheet>
  );
}

export interface RenameTopicSheetProps {
  topic: { id: number; communityId: number; name: string };
  onClosed: () => void;
}

/** The topic owner's extra action (seed 3 §6, PUT /api/v1/conversations/topics): a new name, through the outbox. */
export function RenameTopicSheet({ topic, onClosed }: RenameTopicSheetProps) {
  const { t } = useTranslation('conversations');
  const rename = useRenameTopic();
  const id = useId();
  const [name, setName] = useState(topic.name);
  const [problem, setProblem] = useState(false);
  const submit = (close: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setProblem(!name.trim());
    if (!name.trim()) return;
    if (name.trim() !== topic.name) rename.mutate({ id: topic.id, communityId: topic.communityId, name: name.trim() });
    close();
  };
  return (
    <FormSheet heading={t('conversations.topic.renameHeading')} closeLabel={t('conversations.close')} onClosed={onClosed}>
      {(close) => (
        <form onSubmit={submit(close)} noValidate>
          <div className="form-field">
            <label htmlFor={id}>{t('conversations.topic.name')}</label>
            <input
              id={id}
              type="text"
              value={name}
              maxLength={TOPIC_NAME_MAX}
              autoComplete="off"
              aria-invalid={problem}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {problem ? (
              <p id={`${id}-problem`} className="form-error" role="alert">
                {t('conversations.topic.nameRequired')}
              </p>
            ) : null}
          </div>
          <div className="form-actions">
            <button type="button" className="form-button" onClick={close}>
              {t('conversations.cancel')}
            </button>
            <button type="submit" className="form-button is-primary">
              {t('conversations.save')}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
