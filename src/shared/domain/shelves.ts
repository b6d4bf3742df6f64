/** The shelves of seed 1 (section 3), in display order. A title is on at most one of them. */
export const SHELVES = ['AnticipatingMild', 'AnticipatingHigh', 'CurrentlyReading', 'FinishedReading', 'DidntFinish', 'Favorites'] as const;
export type Shelf = (typeof SHELVES)[number];

/** The shelf choice that takes titles off whatever shelf they are on. */
export const CLEAR_SHELF = 'Clear';
/** Every key POST /api/v1/me/shelves/{shelf} takes: the six shelves and Clear. */
export const SHELF_CHOICES = [...SHELVES, CLEAR_SHELF] as const;
export type ShelfChoice = (typeof SHELF_CHOICES)[number];

export function isShelf(value: string): value is Shelf {
  return (SHELVES as readonly string[]).includes(value);
}

export interface ShelfEntry {
  sku: string;
  shelf: Shelf;
}

/**
 * The shelf the drawer shows as chosen for some titles: their common shelf, Clear when none of them is on a shelf,
 * null when they differ (no choice is marked).
 */
export function commonShelf(entries: readonly ShelfEntry[], skus: readonly string[]): ShelfChoice | null {
  if (!skus.length) return null;
  const bySku = new Map(entries.map((e) => [e.sku, e.shelf]));
  const shelves = new Set<ShelfChoice>(skus.map((sku) => bySku.get(sku) ?? CLEAR_SHELF));
  return shelves.size === 1 ? [...shelves][0]! : null;
}
