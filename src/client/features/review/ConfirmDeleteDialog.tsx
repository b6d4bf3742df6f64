import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** True while the delete question is open (a drawer under it leaves keys to it then). */
export function isReviewDialogOpen(): boolean {
  return document.querySelector('dialog.review-dialog[open]') !== null;
}

/** 'Do you want to delete the review?' with Yes and No, as a native modal dialog (focus kept inside, Escape is No). */
export function ConfirmDeleteDialog({ busy, onYes, onNo }: { busy: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('reviews');
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="review-dialog"
      role="alertdialog"
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onNo();
      }}
    >
      <p id={messageId}>{t('reviewEditor.editor.confirmDelete')}</p>
      <div className="review-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onNo} autoFocus>
          {t('reviewEditor.editor.no')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onYes}>
          {t('reviewEditor.editor.yes')}
        </button>
      </div>
    </dialog>
  );
}
