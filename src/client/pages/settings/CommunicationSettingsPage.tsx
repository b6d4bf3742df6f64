import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { LandingPreference } from '../../features/landingPreference/LandingPreference.tsx';
import { NoUpdatesSetting } from '../../features/noUpdates/NoUpdatesSetting.tsx';
import { PushSettings } from '../../features/pushSettings/PushSettings.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import './settings.css';

/**
 * The settings themselves (seed 1 §2, issue 20): push on this device and per kind, the email summary's frequency
 * (chosen on /notifications), the friend-email opt-out and the landing page.
 */
function CommunicationSettings() {
  const { t } = useTranslation('settings');
  return (
    <div className="communication-settings">
      <PushSettings />
      <section className="settings-group" aria-labelledby="settings-frequency">
        <h2 id="settings-frequency" className="settings-legend">
          {t('settings.frequency.legend')}
        </h2>
        <p className="settings-hint">{t('settings.frequency.hint')}</p>
        <Link to="/notifications" className="settings-choice">
          {t('settings.frequency.link')}
        </Link>
      </section>
      <NoUpdatesSetting />
      <LandingPreference />
    </div>
  );
}

/** /communicationSettings: signed in, the settings; a visitor is asked to log in. */
export function CommunicationSettingsPage() {
  const { t } = useTranslation(['screens', 'settings']);
  const signedIn = useSignedInUser();
  return (
    <ScreenPage title={t('screens:screens.communicationSettings.title')}>
      {signedIn ? <CommunicationSettings /> : <EmptyState text={t('settings:settings.signIn')} />}
    </ScreenPage>
  );
}

/** /iframe/communicationSettings: the same settings inside the companion product; a visitor sees the seed's text. */
export function IframeCommunicationSettingsPage() {
  const { t } = useTranslation(['screens', 'settings']);
  const signedIn = useSignedInUser();
  return (
    <ScreenPage title={t('screens:screens.communicationSettings.title')}>
      {signedIn ? <CommunicationSettings /> : <EmptyState text={t('screens:iframe.mustLogIn')} />}
    </ScreenPage>
  );
}
