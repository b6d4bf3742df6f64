import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { RegistrationError } from '../../../shared/domain/registration.ts';

/** A labelled text input. `undefined` shows empty; leaving an untouched field marks it as filled with ''. */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
}: {
  id: string;
  label: string;
  value: string | undefined;
  error: RegistrationError | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value ?? ''}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (value === undefined) onChange('');
        }}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: RegistrationError | undefined }) {
  const { t } = useTranslation('registration');
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(`registration.errors.${error}`)}
    </p>
  );
}

export function SelectField({
  id,
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The error (or notice) of a whole form, announced to screen readers. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-message form-message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ disabled, busy, label }: { disabled: boolean; busy: boolean; label: string }) {
  const { t } = useTranslation('registration');
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={disabled || busy} aria-busy={busy}>
      {busy ? t('registration.working') : label}
    </button>
  );
}
