import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Every route change scrolls to the top and moves focus to the new screen's heading. */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    for (const content of document.querySelectorAll('ion-content')) {
      void (content as HTMLIonContentElement).scrollToTop?.(0);
    }
    if (first.current) {
      first.current = false;
      return;
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
