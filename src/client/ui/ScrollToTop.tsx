import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Every route change scrolls to the top and moves focus to the new screen's heading. */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    // The first screen starts at the top: no scroll (Ionic's scrollToTop forces a layout of the page still loading).
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    for (const content of document.querySelectorAll('ion-content')) {
      void (content as HTMLIonContentElement).scrollToTop?.(0);
    }
    // Let the new screen render, then announce it to keyboard and screen-reader users.
    const id = window.setTimeout(() => {
      const heading = document.querySelector<HTMLElement>('.ion-page .screen-title');
      if (heading && !heading.closest('ion-modal')) heading.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return null;
}
