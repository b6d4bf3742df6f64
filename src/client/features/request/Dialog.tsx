import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A native modal <dialog>, open while mounted: top layer (also above another dialog), the page behind inert,
 * focus moved in on open and back to the opener on close, Escape calls onClose (unless `locked`).
 */
export function Dialog({
  labelledBy,
  describedBy,
  className,
  alert = false,
  locked = false,
  onClose,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  className: string;
  alert?: boolean;
  locked?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!locked) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** True while a result or confirm dialog is open (the request sheet below leaves Escape and its backdrop to it). */
export function isRequestDialogOpen(): boolean {
  return document.querySelector('dialog.request-dialog[open]') !== null;
}

/** A short message with one OK button (the request result, the not-yet-operational archive notice). */
export function MessageDialog({ title, text, okLabel, onOk }: { title?: string; text: string; okLabel: string; onOk: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={title ? titleId : textId} describedBy={title ? textId : undefined} className="request-dialog" alert onClose={onOk}>
      <div className="request-dialog-body">
        {title ? <h2 id={titleId}>{title}</h2> : null}
        <p id={textId} className="request-dialog-text">
          {text}
        </p>
        <div className="request-dialog-actions">
          <button type="button" className="btn btn-primary" onClick={onOk} autoFocus>
            {okLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A yes/no question ('Cancel this request?'). */
export function ConfirmQuestion({
  text,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  text: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  return (
    <Dialog labelledBy={id} className="request-dialog" alert onClose={onNo}>
      <div className="request-dialog-body">
        <p id={id} className="request-dialog-text">
          {text}
        </p>
        <div className="request-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onNo} autoFocus>
            {no}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onYes}>
            {yes}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
