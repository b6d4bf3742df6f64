import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { communityAppPreferencesQuery, useSetCommunityAppPreference } from '../../entities/session/communityAppPreferences.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { sectionOf, type YourBooksSection } from './sections.ts';

const storageKey = (section: YourBooksSection) => `booktrade-yourbooks-open-${section}`;

function readLocal(section: YourBooksSection): boolean | undefined {
  try {
    const value = localStorage.getItem(storageKey(section));
    return value === 'true' ? true : value === 'false' ? false : undefined;
  } catch {
    return undefined;
  }
}

/** Panels showing the same section (the page and the drawer) follow each other, and other tabs. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeLocal(section: YourBooksSection, open: boolean): void {
  try {
    localStorage.setItem(storageKey(section), String(open));
  } catch {
    // Not kept on this device when storage is unavailable; the preference still holds it.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The open state of a section's panel: kept per section in local storage (seed 1) and in the section's
 * expanded*Panels preference ('true' / 'false'), so a new device starts as the user left it. This device's own
 * choice wins, so a toggle made offline (when the preference cannot be saved) holds. Open by default.
 */
export function usePanelOpen(section: YourBooksSection): [open: boolean, toggle: () => void] {
  const signedIn = useSession().status === 'authenticated';
  const name = sectionOf(section).preference;
  const preferences = useQuery({ ...communityAppPreferencesQuery, enabled: signedIn });
  const save = useSetCommunityAppPreference();
  const local = useSyncExternalStore(subscribe, () => readLocal(section));
  const saved = preferences.data?.[name];
  const open = local ?? (saved === 'false' ? false : true);
  const toggle = () => {
    const next = !open;
    writeLocal(section, next);
    if (signedIn) save.mutate({ name, value: String(next) });
  };
  return [open, toggle];
}
