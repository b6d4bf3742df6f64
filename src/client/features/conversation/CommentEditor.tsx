import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useTitleAutocomplete } from './useTitleAutocomplete.tsx';

/**
 * A comment's text box and Send: sent only when the text is not empty and differs from what it started with (seed 3
 * §2). Plain text: what is typed is shown as typed, never as HTML. Typing @ and a title's name or author links the
 * title (`[Name](/title/{sku})`, see useTitleAutocomplete).
 */
export function CommentEditor({
  initial = '',
  label,
  sendLabel,
  onSend,
  onCancel,
}: {
  initial?: string;
  label: string;
  sendLabel: string;
  onSend: (text: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const autocomplete = useTitleAutocomplete(text, setText, box);
  const id = useId();
  const hintId = useId();
  const canSend = text.trim().length > 0 && text !== initial;
  return (
    <form
      className="conv-editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSend) return;
        onSend(text.trim());
        setText(initial);
      }}
    >
      <label htmlFor={id} className="conv-editor-label">
        {label}
      </label>
      <div className="conv-editor-box">
        <textarea
          id={id}
          ref={box}
          value={text}
          maxLength={5000}
          rows={3}
          aria-describedby={hintId}
          {...autocomplete.comboboxProps}
          onChange={(event) => {
            setText(event.target.value);
            autocomplete.setCaret(event.target.selectionStart);
          }}
        />
        {autocomplete.list}
      </div>
      <p id={hintId} className="conv-meta conv-editor-hint">
        {t('conversations.titleLink.hint')}
      </p>
      <div className="conv-editor-buttons">
        {onCancel ? (
          <button type="button" className="conv-button" onClick={onCancel}>
            {t('conversations.cancel')}
          </button>
        ) : null}
        <button type="submit" className="conv-button is-primary" disabled={!canSend}>
          {sendLabel}
        </button>
      </div>
    </form>
  );
}
