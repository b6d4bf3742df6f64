import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';

export function HelpPage() {
  const { t } = useTranslation(['screens', 'common']);
  const { openFeedback } = usePrompts();
  return (
    <ScreenPage title={t('screens.help.title')} subtitle={t('screens.help.text')}>
      <p>
        <button type="button" className="btn btn-secondary" onClick={openFeedback}>
          {t('common:header.feedback')}
        </button>
      </p>
      <EmptyState text={t('screens.help.empty')} />
    </ScreenPage>
  );
}
