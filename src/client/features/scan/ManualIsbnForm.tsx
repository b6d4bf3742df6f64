import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { readIsbn } from '../../../shared/domain/scannedIsbns.ts';

/** Typing an ISBN-10 or ISBN-13 instead of scanning: a wrong check digit is refused with a message. */
export function ManualIsbnForm({ onIsbn, focused = false }: { onIsbn: (isbn: string) => void; focused?: boolean }) {
  const { t } = useTranslation('scan');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Focused when the camera cannot be used (typing is then the way in).
  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const reading = readIsbn(text);
    if ('error' in reading) {
      setError(t(reading.error === 'empty' ? 'manual.empty' : 'manual.invalid'));
      return;
    }
    setError(null);
    setText('');
    onIsbn(reading.isbn);
  }
  return (
    <form className="scan-manual" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('manual.label')}</label>
      <div className="scan-manual-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('manual.submit')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="scan-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
