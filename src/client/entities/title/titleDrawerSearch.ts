import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** ?title={sku} opens the title drawer over the current screen, so back closes it and a reload keeps it. */
export interface TitleDrawerSearch {
  title?: string;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry the app pushed to open the title drawer. */
    titleDrawer?: true;
  }
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Keeps a well-formed sku (the router parses a bare ISBN in the URL as a number). */
export function validateTitleDrawerSearch(search: Record<string, unknown>): TitleDrawerSearch {
  const value = typeof search.title === 'number' && Number.isSafeInteger(search.title) ? String(search.title) : search.title;
  return typeof value === 'string' && SKU.test(value) ? { title: value } : {};
}

/** Opens the drawer on a title: a new history entry with ?title={sku} on the current screen. */
export function useOpenTitleDrawer(): (sku: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (sku: string) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, title: sku }), state: (previous) => ({ ...previous, titleDrawer: true }) }),
    [navigate],
  );
}

/** Closes the drawer: back to the entry it was opened from, or (opened from a link or a reload) drops ?title. */
export function useCloseTitleDrawer(): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  return useCallback(() => {
    if (router.state.location.state.titleDrawer) {
      router.history.back();
      return;
    }
    void navigate({ to: '.', search: ({ title: _title, ...rest }) => rest, replace: true });
  }, [router, navigate]);
}
