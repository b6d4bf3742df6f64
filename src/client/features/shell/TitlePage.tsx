import { useTranslation } from 'react-i18next';
import { EmptyState, ScreenPage } from './ScreenPage.tsx';

export function TitlePage({ sku }: { sku: string }) {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t('screens.title.title')} subtitle={t('screens.title.subtitle', { sku })}>
      <EmptyState text={t('screens.title.empty')} />
    </ScreenPage>
  );
}
