import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import { YourBooksPanels } from './YourBooksPanels.tsx';

/** /yourbooks: header with help text and the four sections. */
export function YourBooksPage() {
  const { t } = useTranslation('yourBooks');
  return (
    <ScreenPage refreshable title={t('yourBooks.title')} subtitle={t('yourBooks.help')}>
      <YourBooksPanels />
    </ScreenPage>
  );
}
