import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../ui/focusTrap.ts';
import './lists.css';

/**
 * A drawer from the right, 700 px wide on desktop (a bottom sheet on phones), over the whole app: heading, close
 * button, a scrolling body and an optional footer. Escape and the backdrop close it; Tab stays inside.
 */
export function ListDrawerShell({
  heading,
  closeLabel,
  onClose,
  children,
  footer,
}: {
  heading: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, closeButton, onClose);
  return createPortal(
    <div className="lists-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside ref={panel} className="lists-drawer" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <header className="lists-drawer-header">
          <h2 id={headingId}>{heading}</h2>
          <button ref={closeButton} type="button" className="lists-button" aria-label={closeLabel} onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="lists-drawer-body">{children}</div>
        {footer ? <footer className="lists-drawer-footer">{footer}</footer> : null}
      </aside>
    </div>,
    document.body,
  );
}
