import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { useSession } from '../../entities/session/useSession.ts';

export function IframeCommunicationSettings() {
  const { t } = useTranslation(['screens', 'common']);
  const session = useSession();
  if (session.status !== 'authenticated') {
    return (
      <ScreenPage title={t('screens.communicationSettings.title')}>
        <EmptyState text={t('iframe.mustLogIn')} />
      </ScreenPage>
    );
  }
  return <PlaceholderScreen screen="communicationSettings" />;
}
