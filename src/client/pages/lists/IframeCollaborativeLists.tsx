import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { CollaborativeLists } from './CollaborativeListsPage.tsx';

/** /iframe/collaborativelists: the lists of all the user's communities for the companion product; lists open in a new tab. */
export function IframeCollaborativeLists() {
  const { t } = useTranslation(['lists', 'common', 'screens']);
  const session = useSession();
  return (
    <ScreenPage title={t('lists.screens.iframe')}>
      {session.status === 'authenticated' ? (
        <CollaborativeLists communityId={0} linkTarget="_blank" />
      ) : (
        <EmptyState text={t('screens:iframe.mustLogIn')} />
      )}
    </ScreenPage>
  );
}
