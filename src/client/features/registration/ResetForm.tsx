import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { REGISTRATION_ACTION_DELAY_MS, canSubmitReset, resetErrors, type ResetMode, type ResetValues } from '../../../shared/domain/registration.ts';
import { ApiError } from '../../lib/api.ts';
import { FormMessage, SubmitButton, TextField } from './FormField.tsx';
import { RequestError, serverMessage } from './RequestError.tsx';
import { PasswordChangeRefused, changePassword, delay } from './registrationApi.ts';

/**
 * Reset with the token of a mailed link, or change with the current password when signed in.
 * After success an anonymous user is asked to log in; a signed-in user gets a return-home button.
 */
export function ResetForm({
  token,
  signedIn,
  onResetAnonymous,
  onReturnHome,
}: {
  token?: string;
  signedIn: boolean;
  onResetAnonymous: () => void;
  onReturnHome: () => void;
}) {
  const { t } = useTranslation('registration');
  const mode: ResetMode = token ? 'token' : 'currentPassword';
  const [values, setValues] = useState<ResetValues>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = resetErrors(values, mode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitReset(values, mode) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await changePassword({
        password: values.password ?? '',
        verifyPassword: values.confirmPassword ?? '',
        ...(token ? { token } : { currentPassword: values.currentPassword ?? '' }),
      });
      await delay(REGISTRATION_ACTION_DELAY_MS);
      if (signedIn) setDone(true);
      else onResetAnonymous();
    } catch (error) {
      await delay(REGISTRATION_ACTION_DELAY_MS);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="registration-form">
        <FormMessage tone="success">{t('registration.resetSuccess')}</FormMessage>
        <button type="button" className="btn btn-primary btn-block" onClick={onReturnHome}>
          {t('registration.returnHome')}
        </button>
      </div>
    );
  }
  // The password service's own text is shown when it refuses the change.
  const refusal = failure instanceof PasswordChangeRefused || (failure instanceof ApiError && failure.status < 500) ? serverMessage(failure) : null;
  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      {mode === 'currentPassword' ? (
        <TextField
          id="currentPassword"
          type="password"
          label={t('registration.currentPassword')}
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(v) => setValues((p) => ({ ...p, currentPassword: v }))}
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        id="newPassword"
        type="password"
        label={t('registration.newPassword')}
        value={values.password}
        error={errors.password}
        onChange={(v) => setValues((p) => ({ ...p, password: v }))}
        autoComplete="new-password"
      />
      <TextField
        id="verifyPassword"
        type="password"
        label={t('registration.confirmPassword')}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(v) => setValues((p) => ({ ...p, confirmPassword: v }))}
        autoComplete="new-password"
      />
      {failure === null ? null : refusal ? <FormMessage tone="error">{refusal}</FormMessage> : <RequestError error={failure} />}
      <SubmitButton disabled={!canSubmitReset(values, mode)} busy={busy} label={t('registration.resetSubmit')} />
    </form>
  );
}
