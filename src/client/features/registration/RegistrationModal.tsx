import { IonContent, IonModal } from '@ionic/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { isResetPasswordPath } from '../../../shared/domain/sessionRoutes.ts';
import { clearPersistedCache } from '../../lib/queryClient.ts';
import { useModalLabel } from '../../ui/useModalLabel.ts';
import { takeReturnPath } from '../../entities/session/returnPath.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ForgotForm } from './ForgotForm.tsx';
import { LogInForm } from './LogInForm.tsx';
import { ResetForm } from './ResetForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import type { RegistrationForm } from '../../entities/session/registration.ts';

const TITLES: Record<RegistrationForm, string> = {
  signUp: 'registration:registration.signUpTitle',
  logIn: 'registration:registration.logInTitle',
  forgot: 'registration:registration.forgotTitle',
  reset: 'registration:registration.resetTitle',
};

/** The registration modal: sign up, log in, forgot password and reset password. */
export default function RegistrationModal({ initialForm, token, onClosed }: { initialForm: RegistrationForm; token?: string; onClosed: () => void }) {
  const { t } = useTranslation('registration');
  const session = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [form, setForm] = useState<RegistrationForm>(initialForm);
  const [notice, setNotice] = useState<string | undefined>();
  const [open, setOpen] = useState(true);
  const signedIn = session.status === 'authenticated';

  /** Login (or sign-up) success: go to the stored path, or reload the current page as a signed-in user. */
  function afterSignIn() {
    clearPersistedCache();
    const target = takeReturnPath() ?? (isResetPasswordPath(pathname) || pathname === '/register' ? '/' : null);
    if (target) window.location.assign(target);
    else window.location.reload();
  }
  const title = form === 'reset' && !token ? 'registration:registration.changeTitle' : TITLES[form];
  const modal = useRef<HTMLIonModalElement>(null);
  useModalLabel(modal, t(title));
  return (
    <IonModal ref={modal} isOpen={open} onDidDismiss={onClosed} className="registration-modal" aria-label={t(title)}>
      <IonContent className="ion-padding">
        <div className="modal-header">
          <h2 id="registration-title">{t(title)}</h2>
          <button type="button" className="icon-button" aria-label={t('registration.close')} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        {form === 'signUp' ? (
          <SignUpForm onSwitch={setForm} onSignedIn={afterSignIn} />
        ) : form === 'logIn' ? (
          <LogInForm notice={notice} onSwitch={setForm} onSignedIn={afterSignIn} />
        ) : form === 'forgot' ? (
          <ForgotForm onSwitch={setForm} />
        ) : (
          <ResetForm
            token={token}
            signedIn={signedIn}
            onResetAnonymous={() => {
              setNotice(`${t('registration.resetSuccess')} ${t('registration.resetLogIn')}`);
              setForm('logIn');
            }}
            onReturnHome={() => {
              setOpen(false);
              void navigate({ to: '/' });
            }}
          />
        )}
      </IonContent>
    </IonModal>
  );
}
