import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { useModalFocus } from '../../ui/focusTrap.ts';
import './lists.css';

interface ShellProps {
  heading: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A drawer from the right, 700 px wide on desktop, over the whole app (on a phone, a bottom sheet: ui/BottomSheet):
 * heading, close button, a scrolling body and an optional footer. Escape and the backdrop close it; Tab stays inside.
 */
export function ListDrawerShell(props: ShellProps) {
  const small = useIsSmallScreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  if (!small) {
    return createPortal(
      <div className="lists-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
        <ListDrawerPanel {...props} closeButton={closeButton} className="lists-drawer" />
      </div>,
      document.body,
    );
  }
  return (
    <BottomSheet onClosed={props.onClose} onPresented={() => closeButton.current?.focus()}>
      {(close) => <ListDrawerPanel {...props} onClose={close} closeButton={closeButton} className="lists-sheet bottom-sheet-panel" />}
    </BottomSheet>
  );
}

function ListDrawerPanel({
  heading,
  closeLabel,
  onClose,
  children,
  footer,
  closeButton,
  className,
}: ShellProps & { closeButton: RefObject<HTMLButtonElement | null>; className: string }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, closeButton, onClose);
  return (
    <aside ref={panel} className={className} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="lists-drawer-header">
        <h2 id={headingId}>{heading}</h2>
        <button ref={closeButton} type="button" className="lists-button" aria-label={closeLabel} onClick={onClose}>
          ✕
        </button>
      </header>
      <div className="lists-drawer-body">{children}</div>
      {footer ? <footer className="lists-drawer-footer">{footer}</footer> : null}
    </aside>
  );
}
