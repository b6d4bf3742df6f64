import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useRegistration, usePreloadRegistration } from '../../entities/session/registration.ts';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { ReviewLanes } from './ReviewLanes.tsx';

/** / and /home: a welcome with the user's name, or a sign-up call to action, then the review lanes 1-4. */
export function HomePage() {
  const { t } = useTranslation('common');
  const session = useSession();
  const openRegistration = useRegistration();
  const preloadRegistration = usePreloadRegistration();
  if (session.status === 'authenticated') {
    const { user } = session.user;
    return (
      <ScreenPage
        refreshable
        title={t('home.welcome', { name: user.firstName || session.user.userAvatar.displayName })}
        subtitle={t('home.welcomeText')}
      >
        <ReviewLanes />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage refreshable title={t('home.anonymousTitle')} subtitle={t('home.anonymousText')}>
      <div className="cta" onPointerEnter={preloadRegistration}>
        <button type="button" className="btn btn-primary" onClick={() => openRegistration('signUp')}>
          {t('home.signUpCta')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => openRegistration('logIn')}>
          {t('home.logInCta')}
        </button>
      </div>
      <ReviewLanes />
    </ScreenPage>
  );
}
