import { useSyncExternalStore } from 'react';

/** The saved-filter success messages (seed 2), shown once after the write, also across the navigation that follows it. */
export type SavedFilterNoticeKind = 'created' | 'updated' | 'deleted';

let current: { kind: SavedFilterNoticeKind; at: number } | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showNotice(kind: SavedFilterNoticeKind): void {
  current = { kind, at: Date.now() };
  emit();
}

export function dismissNotice(): void {
  current = null;
  emit();
}

export function useNotice() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
