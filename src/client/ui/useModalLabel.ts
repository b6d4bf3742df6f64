import { useEffect, type RefObject } from 'react';

/**
 * Names an IonModal's dialog after what it shows now. ion-modal's dialog element (its shadow `.modal-wrapper`) copies
 * the host's aria-label once, when the modal first loads, and ignores aria-labelledby; a modal whose title changes
 * while open (sign up -> log in) sets the name on that element itself.
 */
export function useModalLabel(modal: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const host = modal.current;
    if (!host) return;
    const apply = () => host.shadowRoot?.querySelector('.modal-wrapper')?.setAttribute('aria-label', label);
    apply();
    // The shadow content renders after the host mounts: once more when the modal has presented.
    host.addEventListener('ionModalWillPresent', apply);
    return () => host.removeEventListener('ionModalWillPresent', apply);
  }, [modal, label]);
}
