import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A comment's text box and Send: sent only when the text is not empty and differs from what it started with (seed 3
 * §2). Plain text: what is typed is shown as typed, never as HTML.
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
  const id = useId();
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
      <textarea id={id} value={text} maxLength={5000} rows={3} onChange={(event) => setText(event.target.value)} />
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
