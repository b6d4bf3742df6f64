import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Profile } from '../../../shared/contracts/profile.ts';
import { SUCCESS } from '../../../shared/contracts/problem.ts';
import { changePassword as changePasswordEndpoint } from '../../../shared/contracts/endpoints/session.ts';
import { checkPassword, checkPasswordConfirmation, PASSWORD_MESSAGES, PASSWORDS_DO_NOT_MATCH } from '../../../shared/domain/password.ts';
import { call, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { problemText, useChangeEmail } from './mutations.ts';
import { TextField } from './TextField.tsx';

/**
 * Account (seed 3 §5), shown only when the user can edit account and privileges: change the sign-in email (asks the
 * current password) and the password (seed 1 §5 rules); the server ends the other sessions. A library account that can
 * be upgraded sees the upgrade notice. Online only: a password never waits in the outbox.
 */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  if (!profile.user.canEditAccountAndPrivileges) return null;
  return (
    <section className="panel" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className="panel-title">
        {t('profile.account.title')}
      </h2>
      {profile.user.isAccountUpgradable ? (
        <p className="form-message form-message-success" role="note">
          {t('profile.account.upgrade')}
        </p>
      ) : null}
      <EmailForm />
      <PasswordForm />
    </section>
  );
}

const failure = (t: (key: string) => string, error: unknown) => (error instanceof NetworkError ? t('profile.account.offline') : problemText(error));

function EmailForm() {
  const { t } = useTranslation('profile');
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className="profile-form"
      aria-label={t('profile.account.emailTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        change.mutate(
          { email: email.trim(), currentPassword },
          {
            onSuccess: (reply) => {
              showToast(t('profile.account.emailChanged', { email: reply.email }));
              setEmail('');
              setCurrentPassword('');
            },
            onError: (e) => setError(failure(t, e)),
          },
        );
      }}
    >
      <h3>{t('profile.account.emailTitle')}</h3>
      <div className="field-row">
        <TextField
          label={t('profile.account.newEmail')}
          value={email}
          onChange={setEmail}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          label={t('profile.account.currentPassword')}
          value={currentPassword}
          onChange={setCurrentPassword}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-secondary" disabled={change.isPending || !email.trim() || !currentPassword}>
          {t('profile.account.changeEmail')}
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('profile');
  const [fields, setFields] = useState({ currentPassword: '', password: '', verifyPassword: '' });
  const [error, setError] = useState('');
  const change = useMutation({
    mutationFn: async () => {
      const reply = await call(changePasswordEndpoint, { body: { form: fields } });
      if (reply[0]?.code !== SUCCESS) throw new Error(reply[0]?.text ?? '');
    },
  });
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  return (
    <form
      className="profile-form"
      aria-label={t('profile.account.passwordTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        const rule = checkPassword(fields.password);
        if (rule) return setError(PASSWORD_MESSAGES[rule]);
        if (checkPasswordConfirmation(fields.password, fields.verifyPassword)) return setError(PASSWORDS_DO_NOT_MATCH);
        setError('');
        change.mutate(undefined, {
          onSuccess: () => {
            showToast(t('profile.account.passwordChanged'));
            setFields({ currentPassword: '', password: '', verifyPassword: '' });
          },
          onError: (e) => setError(failure(t, e) || e.message),
        });
      }}
    >
      <h3>{t('profile.account.passwordTitle')}</h3>
      <TextField
        label={t('profile.account.currentPassword')}
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <div className="field-row">
        <TextField
          label={t('profile.account.newPassword')}
          value={fields.password}
          onChange={set('password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
        />
        <TextField
          label={t('profile.account.confirmPassword')}
          value={fields.verifyPassword}
          onChange={set('verifyPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-secondary" disabled={change.isPending || !fields.currentPassword}>
          {t('profile.account.changePassword')}
        </button>
      </div>
    </form>
  );
}
