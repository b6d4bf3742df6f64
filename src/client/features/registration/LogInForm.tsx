import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { REGISTRATION_ACTION_DELAY_MS, canSubmitLogin, loginErrors, type LoginValues } from '../../../shared/domain/registration.ts';
import { ApiError } from '../../lib/api.ts';
import { appConfig } from '../../lib/config.ts';
import { FormMessage, SubmitButton, TextField } from './FormField.tsx';
import { RequestError } from './RequestError.tsx';
import { delay, logIn } from './registrationApi.ts';
import type { RegistrationForm } from '../../entities/session/registration.ts';

/** A 4xx other than rate limiting (or a reply without SUCCESS) is a wrong email or password. */
function isInvalidLogin(error: unknown): boolean {
  return error === 'invalid' || (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429);
}

export function LogInForm({ notice, onSwitch, onSignedIn }: { notice?: string; onSwitch: (form: RegistrationForm) => void; onSignedIn: () => void }) {
  const { t } = useTranslation('registration');
  const [values, setValues] = useState<LoginValues>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = loginErrors(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitLogin(values) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const ok = await logIn(values.email ?? '', values.password ?? '');
      await delay(REGISTRATION_ACTION_DELAY_MS);
      if (!ok) throw 'invalid';
      onSignedIn();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <TextField
        id="loginEmail"
        type="email"
        label={t('registration.email')}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValues((p) => ({ ...p, email: v }))}
        autoComplete="username"
      />
      <TextField
        id="loginPassword"
        type="password"
        label={t('registration.password')}
        value={values.password}
        error={errors.password}
        onChange={(v) => setValues((p) => ({ ...p, password: v }))}
        autoComplete="current-password"
      />
      {failure === null ? null : isInvalidLogin(failure) ? (
        <FormMessage tone="error">{t('registration.errors.invalidLogin')}</FormMessage>
      ) : (
        <RequestError error={failure} />
      )}
      <SubmitButton disabled={!canSubmitLogin(values)} busy={busy} label={t('registration.logInSubmit')} />
      {appConfig.showForgotPassword ? (
        <p className="form-switch">
          <button type="button" className="link-button" onClick={() => onSwitch('forgot')}>
            {t('registration.forgotLink')}
          </button>
        </p>
      ) : null}
      <p className="form-switch">
        {t('registration.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('signUp')}>
          {t('registration.signUpTitle')}
        </button>
      </p>
    </form>
  );
}
