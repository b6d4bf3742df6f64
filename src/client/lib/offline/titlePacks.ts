/**
 * How the titles seen are packed (lib/offline/db.ts, StoredTitlePack): the titles of one answer in rows of up to
 * TITLES_PER_PACK, keyed by the answer's key. Free of Dexie (the write-through of the first route uses it).
 */

/** Titles per row: small enough that a title page read offline reads little, large enough that rows are few. */
export const TITLES_PER_PACK = 100;

/** The id of pack `index` of the answer `key` (zero-padded: the packs of one answer sort in order). */
export const packId = (key: string, index: number) => `${key}\u0000${String(index).padStart(5, '0')}`;

/** The bounds of the ids of every pack of the answer `key` (lower included, upper excluded). */
export const packBounds = (key: string): [string, string] => [`${key}\u0000`, `${key}\u0001`];
