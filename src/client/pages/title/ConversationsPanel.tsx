import { useTranslation } from 'react-i18next';

/** Conversations about the title: community conversations arrive in a later issue (seed 3), so there are none yet. */
export function ConversationsPanel() {
  const { t } = useTranslation('titleDetail');
  return (
    <section className="panel">
      <h2 className="panel-title panel-heading">{t('titles.detail.conversations.title')}</h2>
      <p className="empty-state">{t('titles.detail.conversations.empty')}</p>
    </section>
  );
}
