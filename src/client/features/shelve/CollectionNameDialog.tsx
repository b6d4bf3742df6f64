import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { COLLECTION_NAME_MAX } from '../../../shared/contracts/collections.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

interface CollectionNameDialogProps {
  mode: 'create' | 'edit';
  initialName?: string;
  busy: boolean;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The Create/Edit collection name dialog (seed 2): a name is required ('Please enter a name.'). */
export function CollectionNameDialog({ mode, initialName = '', busy, onSave, onClose }: CollectionNameDialogProps) {
  const { t } = useTranslation('stacks');
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('stacks.nameDialog.required'));
      return;
    }
    try {
      await onSave(trimmed);
      onClose();
    } catch {
      // The failure toast says why; the dialog stays open to try again.
    }
  }

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <form className="stacks-dialog-body" onSubmit={submit} noValidate>
        <h2 id={titleId}>{mode === 'create' ? t('stacks.nameDialog.createTitle') : t('stacks.nameDialog.editTitle')}</h2>
        <label htmlFor={inputId}>{t('stacks.nameDialog.label')}</label>
        <input
          id={inputId}
          className="stacks-input"
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError('');
          }}
        />
        {error ? (
          <p id={errorId} className="stacks-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="stacks-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('stacks.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('stacks.saving') : t('stacks.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
