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

/**
 * The shelf list after putting titles on a shelf, as the server will answer it (the optimistic update of a shelf
 * move): the titles leave their old shelf and go to the end of the chosen one in the order given; a title already
 * there keeps its place; Clear takes them off. Entries stay grouped in the order of SHELVES. A title not in the list
 * yet needs `make` (its data from elsewhere); when that answers undefined the title is left out.
 */
export function moveOnShelves<T extends ShelfEntry>(
  entries: readonly T[],
  choice: ShelfChoice,
  skus: readonly string[],
  make: (sku: string, shelf: Shelf) => T | undefined,
): T[] {
  const moving = new Set(skus);
  const kept = entries.filter((e) => !moving.has(e.sku) || e.shelf === choice);
  if (choice === CLEAR_SHELF) return entries.filter((e) => !moving.has(e.sku));
  const there = new Set(kept.filter((e) => e.shelf === choice).map((e) => e.sku));
  const bySku = new Map(entries.map((e) => [e.sku, e]));
  const added = [...moving].flatMap((sku) => {
    if (there.has(sku)) return [];
    const known = bySku.get(sku);
    const entry = known ? { ...known, shelf: choice } : make(sku, choice);
    return entry ? [entry] : [];
  });
  return SHELVES.flatMap((shelf) => [...kept.filter((e) => e.shelf === shelf), ...(shelf === choice ? added : [])]);
}
