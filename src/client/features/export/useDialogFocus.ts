import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard handling: focus moves to `first` when it opens and back to the element that had it
 * when it closes; Escape closes; Tab and Shift+Tab cycle through the dialog's controls.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
}

function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const head = focusable[0];
  const tail = focusable[focusable.length - 1];
  if (!head || !tail) return;
  if (event.shiftKey && (document.activeElement === head || !container.contains(document.activeElement))) {
    event.preventDefault();
    tail.focus();
  } else if (!event.shiftKey && (document.activeElement === tail || !container.contains(document.activeElement))) {
    event.preventDefault();
    head.focus();
  }
}
