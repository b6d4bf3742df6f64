import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { useModalFocus } from '../../ui/focusTrap.ts';

interface ShellProps {
  heading: string;
  closeLabel: string;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The conversation drawer's frame (seed 3 §2): 900 px from the right on desktop, a bottom sheet 90% of the screen high
 * on phones (ui/BottomSheet); heading, actions, close button and a scrolling body. Escape and the backdrop close it.
 */
export function DrawerShell(props: ShellProps) {
  const small = useIsSmallScreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  if (!small) {
    return createPortal(
      <div className="conv-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
        <Panel {...props} closeButton={closeButton} className="conv-drawer" />
      </div>,
      document.querySelector('ion-app') ?? document.body,
    );
  }
  return (
    <BottomSheet className="conv-sheet" onClosed={props.onClose} onPresented={() => closeButton.current?.focus()}>
      {(close) => <Panel {...props} onClose={close} closeButton={closeButton} className="conv-sheet-panel bottom-sheet-panel" />}
    </BottomSheet>
  );
}

function Panel({
  heading,
  closeLabel,
  onClose,
  actions,
  children,
  closeButton,
  className,
}: ShellProps & { closeButton: RefObject<HTMLButtonElement | null>; className: string }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, closeButton, onClose);
  return (
    <aside ref={panel} className={className} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="conv-drawer-header">
        <h2 id={headingId}>{heading}</h2>
        <button ref={closeButton} type="button" className="conv-button" aria-label={closeLabel} onClick={onClose}>
          ✕
        </button>
      </header>
      {actions ? <div className="conv-drawer-actions">{actions}</div> : null}
      <div className="conv-drawer-body">{children}</div>
    </aside>
  );
}
