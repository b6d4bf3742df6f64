import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input of the profile forms, with its error under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  ...input
}: { label: string; value: string; onChange: (value: string) => void; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
