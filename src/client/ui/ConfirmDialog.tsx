import { useId } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a removal ('Are you sure you want to remove this title from the list?'). */
export function ConfirmDialog({ message, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const messageId = useId();
  return (
    <ModalDialog labelledBy={messageId} alert onClose={onClose}>
      <div className="stacks-dialog-body">
        <p id={messageId} className="stacks-confirm-text">
          {message}
        </p>
        <div className="stacks-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} autoFocus>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
