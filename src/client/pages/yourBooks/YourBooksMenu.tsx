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
      if (back?.isConnected) back.focus();
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
    // The custom-elements build has no componentOnReady: the menu has loaded by the next frame.
    const frame = requestAnimationFrame(() => void (open ? menu.open() : menu.close()));
    return () => cancelAnimationFrame(frame);
  }, [menu, open]);
  return createElement(
    'ion-menu',
    { ref: setMenu, className: 'yourbooks-menu', contentId, type: 'overlay', swipeGesture: false, 'aria-label': label },
    <div className="yourbooks-menu-body" role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
      {children}
    </div>,
  );
}
