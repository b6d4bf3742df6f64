import type { ReadingPosition } from '../../../shared/domain/readerPosition.ts';

/**
 * The reader's last page when the page goes away before it was kept: an IndexedDB write begun on pagehide may never
 * finish (a reload right after a turn lost that turn), so the position is also written synchronously to localStorage,
 * and taken over into IndexedDB when the title is opened next (entities/galley/readingPositions.ts localPosition).
 */
export interface PositionBackup extends ReadingPosition {
  /** ISO time it was backed up: the newer of it and the stored position wins. */
  keptAt: string;
}

const PREFIX = 'booktrade:unkeptPosition:';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked
  }
}

export function backUpPosition(sku: string, position: ReadingPosition): void {
  const backup: PositionBackup = { cfi: position.cfi, percentOfBookCompleted: position.percentOfBookCompleted, keptAt: new Date().toISOString() };
  try {
    storage()?.setItem(PREFIX + sku, JSON.stringify(backup));
  } catch {
    // Storage full or blocked: the IndexedDB write begun beside it may still finish.
  }
}

export function positionBackup(sku: string): PositionBackup | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(PREFIX + sku) ?? 'null') as Partial<PositionBackup> | null;
    if (typeof value?.cfi !== 'string' || typeof value.percentOfBookCompleted !== 'number' || typeof value.keptAt !== 'string') return undefined;
    return { cfi: value.cfi, percentOfBookCompleted: value.percentOfBookCompleted, keptAt: value.keptAt };
  } catch {
    return undefined;
  }
}

export function dropPositionBackup(sku: string): void {
  storage()?.removeItem(PREFIX + sku);
}

/** Drops every title's backup (sign out, with the offline database). */
export function dropPositionBackups(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) => key?.startsWith(PREFIX));
  for (const key of keys) store.removeItem(key!);
}
