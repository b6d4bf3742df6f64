import { useTranslation } from 'react-i18next';
import { useRegistration, preloadRegistration } from '../registration/RegistrationContext.tsx';
import { EmptyState, ScreenPage } from '../shell/ScreenPage.tsx';
import { useSession } from '../session/useSession.ts';

/** / and /home: a welcome with the user's name, or a sign-up call to action. Title lanes come later. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const openRegistration = useRegistration();
  if (session.status === 'authenticated') {
    const { user } = session.user;
    return (
      <ScreenPage title={t('home.welcome', { name: user.firstName || session.user.userAvatar.displayName })} subtitle={t('home.welcomeText')}>
        <EmptyState text={t('home.lanesSoon')} />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage title={t('home.anonymousTitle')} subtitle={t('home.anonymousText')}>
      <div className="cta" onPointerEnter={preloadRegistration}>
        <button type="button" className="btn btn-primary" onClick={() => openRegistration('signUp')}>
          {t('home.signUpCta')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => openRegistration('logIn')}>
          {t('home.logInCta')}
        </button>
      </div>
    </ScreenPage>
  );
}
