import { useEffect, useRef, type ReactNode } from 'react';
import './modalDialog.css';

/**
 * A native modal <dialog> (top layer, focus kept inside, Escape closes), open while mounted. Used for the small
 * dialogs of the stacks feature, which also open over the add-to-shelf/collection drawer.
 */
export function ModalDialog({
  labelledBy,
  alert = false,
  onClose,
  children,
}: {
  labelledBy: string;
  alert?: boolean;
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
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="stacks-dialog"
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** True while one of these dialogs is open (the drawer leaves keys to it then). */
export function isDialogOpen(): boolean {
  return document.querySelector('dialog.stacks-dialog[open]') !== null;
}
