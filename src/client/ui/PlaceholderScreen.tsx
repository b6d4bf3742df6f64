import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { EmptyState, ScreenPage } from './ScreenPage.tsx';

/** Screens whose content arrives in a later issue: their real header and an empty state. */
export type PlaceholderScreenKey = 'savedFilter' | 'catalog' | 'communicationSettings' | 'notifications' | 'outreach';

export function PlaceholderScreen({ screen, subtitle, children }: { screen: PlaceholderScreenKey; subtitle?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation(['screens', 'common']);
  return (
    <ScreenPage title={t(`screens.${screen}.title`)} subtitle={subtitle}>
      {children}
      <EmptyState text={t(`screens.${screen}.empty`)} />
    </ScreenPage>
  );
}
