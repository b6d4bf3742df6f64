import { defineCustomElement } from '@ionic/core/components/ion-menu.js';
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import './yourBooksMenu.css';

// Ionic's menu custom element (with its backdrop) straight from @ionic/core, as ui/ionic.tsx does for the shell.
defineCustomElement();

/**
 * The Your Books drawer as Ionic's side menu (ion-menu, overlaying the screen `contentId` from the left): as wide as
 * its content needs (60% of the window, at least 360 px, a strip of backdrop left to tap on a phone). Ionic gives the
 * backdrop, Escape and the focus kept inside. Open while `open`; `onClosed` once it has gone
 * (closed by its own controls, Escape or the backdrop). Loaded with the first opening (the first route does not carry
 * Ionic's menu).
 */
export default function YourBooksMenu({
  open,
  contentId,
  label,
  labelledBy,
  onClosed,
  children,
}: {
  open: boolean;
  contentId: string;
  /** The menu's name (Ionic's navigation landmark), the heading's text. */
  label: string;
  labelledBy: string;
  onClosed: () => void;
  children: ReactNode;
}) {
  const [menu, setMenu] = useState<HTMLIonMenuElement | null>(null);
  // What had focus when the menu opened (the button that opened it) has it again once the menu has closed.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!menu) return;
    const closed = () => {
      onClosed();
      const back = opener.current;
      opener.current = null;
      // After Ionic has let go of its focus trap (it does so right after this event).
      if (back?.isConnected) setTimeout(() => back.focus(), 0);
    };
    menu.addEventListener('ionDidClose', closed);
    return () => menu.removeEventListener('ionDidClose', closed);
  }, [menu, onClosed]);
  useEffect(() => {
    if (open && !opener.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (!menu) return;
    let cancelled = false;
    // Ionic ignores an opening or closing asked for while the menu still moves (Escape pressed as it slides in): asked
    // again until the menu is where it should be.
    const apply = async () => {
      for (let tries = 0; tries < 40 && !cancelled; tries++) {
        // Asked only when needed: Ionic's open and close take the focus away from where it is, even when nothing moves.
        // Closed means shown no more (show-menu goes once a closing has ended; isOpen is false while an opening moves).
        const there = open ? await menu.isOpen() : !menu.classList.contains('show-menu');
        if (there || (open ? await menu.open() : await menu.close())) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // The custom-elements build has no componentOnReady: the menu has loaded by the next frame.
    const frame = requestAnimationFrame(() => void apply());
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [menu, open]);
  useEffect(() => {
    if (!open) return;
    // Escape closes it wherever the focus is (Ionic's own Escape works only once the focus is inside the menu).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClosed();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClosed]);
  return createElement(
    'ion-menu',
    { ref: setMenu, className: 'yourbooks-menu', contentId, type: 'overlay', swipeGesture: false, 'aria-label': label },
    <div className="yourbooks-menu-body" role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
      {children}
    </div>,
  );
}
