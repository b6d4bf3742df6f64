import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { isReviewDialogOpen } from './ConfirmDeleteDialog.tsx';
import './reviewEditor.css';
import '../../entities/review/texts.ts';

/**
 * A drawer 650 px wide from the right over the whole app (the review editor and the nominations drawer): a heading,
 * a close button, then the view (ReviewDrawerView: a scrolling body and a footer of buttons). Escape and the backdrop close it; Tab stays inside.
 */
export function ReviewDrawerShell({ heading, onClose, children }: { heading: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, closeButton, onClose, isReviewDialogOpen);
  return createPortal(
    <div className="review-drawer-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside ref={panel} className="review-drawer" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <header className="review-drawer-header">
          <h2 id={headingId}>{heading}</h2>
          <button ref={closeButton} type="button" className="review-icon-button" aria-label={t('reviewEditor.editor.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        {children}
      </aside>
    </div>,
    document.body,
  );
}

/** A drawer view: its body scrolls, its buttons stay at the bottom. */
export function ReviewDrawerView({ children, buttons }: { children: ReactNode; buttons: ReactNode }) {
  return (
    <>
      <div className="review-drawer-body">{children}</div>
      <footer className="review-drawer-footer">{buttons}</footer>
    </>
  );
}
