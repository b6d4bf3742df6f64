import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import {
  REGISTRATION_ACTION_DELAY_MS,
  canSubmitSignUp,
  hasStateChoices,
  showsKeepMeUpdated,
  signUpErrors,
  toRegistrationBody,
  type SignUpValues,
} from '../../../shared/domain/registration.ts';
import { stateChoices } from '../../../shared/domain/registrationStates.ts';
import { ApiError } from '../../lib/api.ts';
import { appConfig } from '../../lib/config.ts';
import { countriesQuery } from '../../entities/session/queries.ts';
import { AltchaField } from './AltchaField.tsx';
import { FormMessage, SelectField, SubmitButton, TextField } from './FormField.tsx';
import { RequestError } from './RequestError.tsx';
import { delay, registerUser } from './registrationApi.ts';
import type { RegistrationForm } from '../../entities/session/registration.ts';

type Outcome = { kind: 'registered' } | { kind: 'error'; error: unknown } | null;

export function SignUpForm({ onSwitch, onSignedIn }: { onSwitch: (form: RegistrationForm) => void; onSignedIn: () => void }) {
  const { t } = useTranslation('registration');
  const countries = useQuery(countriesQuery);
  const [values, setValues] = useState<SignUpValues>({ countryCode: '', stateCode: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const errors = signUpErrors(values);
  const set = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => setValues((previous) => ({ ...previous, [field]: value }));
  const othersFilled = (['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const).every(
    (field) => values[field] !== undefined && !errors[field],
  );
  const robotError = errors.robotPayload ?? (othersFilled && values.robotPayload === undefined ? 'robotRequired' : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitSignUp(values) || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await registerUser(toRegistrationBody(values));
      await delay(REGISTRATION_ACTION_DELAY_MS);
      setOutcome({ kind: 'registered' });
      onSignedIn();
    } catch (error) {
      await delay(REGISTRATION_ACTION_DELAY_MS);
      setOutcome({ kind: 'error', error });
      setBusy(false);
    }
  }

  const countryOptions = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  const states = stateChoices(values.countryCode).map((state) => ({ value: state.code, label: state.name }));
  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      <div className="field-row">
        <TextField
          id="firstName"
          label={t('registration.firstName')}
          value={values.firstName}
          error={errors.firstName}
          onChange={(v) => set('firstName', v)}
          autoComplete="given-name"
        />
        <TextField
          id="lastName"
          label={t('registration.lastName')}
          value={values.lastName}
          error={errors.lastName}
          onChange={(v) => set('lastName', v)}
          autoComplete="family-name"
        />
      </div>
      <TextField
        id="email"
        type="email"
        label={t('registration.email')}
        value={values.email}
        error={errors.email}
        onChange={(v) => set('email', v)}
        autoComplete="email"
      />
      <TextField
        id="password"
        type="password"
        label={t('registration.password')}
        value={values.password}
        error={errors.password}
        onChange={(v) => set('password', v)}
        autoComplete="new-password"
      />
      <TextField
        id="confirmPassword"
        type="password"
        label={t('registration.confirmPassword')}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(v) => set('confirmPassword', v)}
        autoComplete="new-password"
      />
      <SelectField
        id="countryCode"
        label={t('registration.country')}
        placeholder={t('registration.chooseCountry')}
        value={values.countryCode}
        options={countryOptions}
        onChange={(v) => setValues((previous) => ({ ...previous, countryCode: v, stateCode: '' }))}
      />
      {hasStateChoices(values.countryCode) ? (
        <SelectField
          id="stateCode"
          label={t('registration.state')}
          placeholder={t('registration.chooseState')}
          value={values.stateCode}
          options={states}
          onChange={(v) => set('stateCode', v)}
        />
      ) : null}
      {showsKeepMeUpdated(values.countryCode) ? (
        <div className="field field-checkbox">
          <input
            id="keepMeUpdated"
            name="keepMeUpdated"
            type="checkbox"
            checked={values.keepMeUpdated ?? false}
            onChange={(event) => set('keepMeUpdated', event.target.checked)}
          />
          <label htmlFor="keepMeUpdated">{t('registration.keepMeUpdated')}</label>
        </div>
      ) : null}
      <AltchaField error={robotError} onChange={(payload) => set('robotPayload', payload)} />
      {outcome?.kind === 'error' && outcome.error instanceof ApiError && outcome.error.status === 409 ? (
        <FormMessage tone="error">
          <p>{t('registration.errors.alreadyRegistered')}</p>
          {appConfig.showForgotPassword ? (
            <button type="button" className="link-button" onClick={() => onSwitch('forgot')}>
              {t('registration.forgotLink')}
            </button>
          ) : null}
        </FormMessage>
      ) : outcome?.kind === 'error' ? (
        <RequestError error={outcome.error} />
      ) : null}
      <SubmitButton disabled={!canSubmitSignUp(values)} busy={busy} label={t('registration.signUpSubmit')} />
      <p className="form-switch">
        {t('registration.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('logIn')}>
          {t('registration.logInTitle')}
        </button>
      </p>
    </form>
  );
}
