import { useSyncExternalStore } from 'react';
import { appConfig } from './config.ts';

const QUERY = `(max-width: ${appConfig.smallBreakpoint - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below the small breakpoint (815 px): the mobile header and footer navigation. */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
