import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { isReviewDialogOpen } from './ConfirmDeleteDialog.tsx';
import './reviewEditor.css';

interface ShellProps {
  heading: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A drawer 650 px wide from the right over the whole app (the review editor and the nominations drawer; on a phone, a
 * bottom sheet: ui/BottomSheet): a heading, a close button, then the view (ReviewDrawerView: a scrolling body and a
 * footer of buttons). Escape and the backdrop close it; Tab stays inside.
 */
export function ReviewDrawerShell(props: ShellProps) {
  const small = useIsSmallScreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  if (!small) {
    return createPortal(
      <div className="review-drawer-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
        <ReviewDrawerPanel {...props} closeButton={closeButton} className="review-drawer" />
      </div>,
      document.body,
    );
  }
  return (
    <BottomSheet onClosed={props.onClose} paused={isReviewDialogOpen} onPresented={() => closeButton.current?.focus()}>
      {(close) => <ReviewDrawerPanel {...props} onClose={close} closeButton={closeButton} className="review-sheet bottom-sheet-panel" />}
    </BottomSheet>
  );
}

function ReviewDrawerPanel({
  heading,
  onClose,
  children,
  closeButton,
  className,
}: ShellProps & { closeButton: RefObject<HTMLButtonElement | null>; className: string }) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, closeButton, onClose, isReviewDialogOpen);
  return (
    <aside ref={panel} className={className} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="review-drawer-header">
        <h2 id={headingId}>{heading}</h2>
        <button ref={closeButton} type="button" className="review-icon-button" aria-label={t('reviewEditor.editor.close')} onClick={onClose}>
          ✕
        </button>
      </header>
      {children}
    </aside>
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
