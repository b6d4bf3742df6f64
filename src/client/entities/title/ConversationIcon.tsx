import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** What a lane item knows of the title's community conversation (conversations arrive with seed 3's issue). */
export interface TileConversation {
  unread: boolean;
}

/** The community conversation icon of a lane tile: 'Unread Community Conversation' or 'Read Community Conversation'. */
export function ConversationIcon({ conversation }: { conversation: TileConversation }) {
  const { t } = useTranslation('titles');
  const text = conversation.unread ? t('titles.tile.unreadConversation') : t('titles.tile.readConversation');
  return (
    <span className={conversation.unread ? 'tile-conversation is-unread' : 'tile-conversation'} role="img" aria-label={text} title={text}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z" />
      </svg>
    </span>
  );
}
