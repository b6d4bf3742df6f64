/**
 * '% Read' for every kind of book (issue 21 §1). Books of text count by locations (a point every LOCATION_CHARS
 * characters, made once per galley); fixed-layout books and books with less text than a location per page of their
 * reading order (picture books) count by their place in the reading order; so do all books until their locations exist.
 */

/** The part of the reading order before the page shown (0-1): `start` and `end` are the reading-order places of the first and last document on screen. */
export function spineFraction(start: number, end: number, count: number, atEnd: boolean): number {
  if (count <= 0) return 0;
  if (atEnd) return 1;
  const shown = Math.max(0, Math.min(start, end, count - 1));
  return shown / count;
}

/** The reading-order place that holds a fraction of the book counted by page. */
export function spineIndexAt(fraction: number, count: number): number {
  if (count <= 0 || !Number.isFinite(fraction)) return 0;
  return Math.max(0, Math.min(count - 1, Math.floor(fraction * count)));
}

/** Whether a book counts by page: fixed layout, or fewer locations than pages in its reading order (pictures). */
export function countsByPage(fixedLayout: boolean, locations: number, linearPages: number): boolean {
  return fixedLayout || locations < linearPages;
}
