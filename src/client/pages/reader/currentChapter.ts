/** A contents entry with the place of its document in the book's reading order (null: not found in the book). */
export interface PlacedEntry {
  spineIndex: number | null;
}

/**
 * The contents entry of the chapter being read: among the entries whose document comes at or before the page's
 * (`spineIndex`), those of the latest document; of these the first (the chapter's own heading, before its
 * sections). -1 when none (a page before the first entry, or no position yet).
 */
export function currentChapter(entries: readonly PlacedEntry[], spineIndex: number | null): number {
  if (spineIndex === null) return -1;
  let found = -1;
  let foundAt = -1;
  entries.forEach((entry, index) => {
    const at = entry.spineIndex;
    if (at === null || at > spineIndex || at <= foundAt) return;
    found = index;
    foundAt = at;
  });
  return found;
}
