import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { REGISTRATION_ACTION_DELAY_MS, canSubmitForgot, forgotErrors, type ForgotValues } from '../../../shared/domain/registration.ts';
import { ApiError } from '../../lib/api.ts';
import { FormMessage, SubmitButton, TextField } from './FormField.tsx';
import { RequestError } from './RequestError.tsx';
import { delay, requestPasswordReset } from './registrationApi.ts';
import type { RegistrationForm } from '../../entities/session/registration.ts';

export function ForgotForm({ onSwitch }: { onSwitch: (form: RegistrationForm) => void }) {
  const { t } = useTranslation('registration');
  const [values, setValues] = useState<ForgotValues>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = forgotErrors(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitForgot(values) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const ok = await requestPasswordReset(values.email ?? '');
      await delay(REGISTRATION_ACTION_DELAY_MS);
      if (!ok) throw 'invalid';
      setSent(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <p className="form-switch">
      <button type="button" className="link-button" onClick={() => onSwitch('logIn')}>
        {t('registration.backToLogIn')}
      </button>
    </p>
  );
  if (sent) {
    return (
      <div className="registration-form">
        <FormMessage tone="success">{t('registration.forgotSuccess')}</FormMessage>
        {back}
      </div>
    );
  }
  const invalid = failure === 'invalid' || (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.status !== 429);
  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      <p>{t('registration.forgotHelp')}</p>
      <TextField
        id="forgotEmail"
        type="email"
        label={t('registration.email')}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValues({ email: v })}
        autoComplete="email"
      />
      {failure === null ? null : invalid ? (
        <FormMessage tone="error">{t('registration.errors.invalidLogin')}</FormMessage>
      ) : (
        <RequestError error={failure} />
      )}
      <SubmitButton disabled={!canSubmitForgot(values)} busy={busy} label={t('registration.forgotSubmit')} />
      {back}
    </form>
  );
}
