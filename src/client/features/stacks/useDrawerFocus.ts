import { useEffect, type RefObject } from 'react';
import { isDialogOpen } from './ModalDialog.tsx';

/**
 * A modal drawer's keyboard: focus goes to `first` on open and back to the opener on close, Escape closes, Tab
 * and Shift+Tab cycle inside the panel. Keys are left to a stacks dialog open over the drawer.
 */
export function useDrawerFocus(panel: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (isDialogOpen()) return;
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose, panel, first]);
}

function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
    event.preventDefault();
    first.focus();
  }
}
