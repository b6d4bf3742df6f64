import { toIsbn13 } from './isbnList.ts';

/** The most ISBNs the "scanned at the fair" list keeps on a device (the oldest go first). */
export const SCANNED_LIST_MAX = 500;

/** What a typed ISBN or a barcode's text reads as: an ISBN-13 (digits only), or why not. */
export type IsbnReading = { isbn: string } | { error: 'empty' | 'invalid' };

/**
 * Reads a typed ISBN-10 or ISBN-13 (hyphens and spaces allowed) or a barcode's EAN-13 text: a correct check digit
 * gives the ISBN-13, digits only; an ISBN-10 is turned into its ISBN-13.
 */
export function readIsbn(text: string): IsbnReading {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'empty' };
  if (trimmed.length > 40) return { error: 'invalid' };
  const isbn = toIsbn13(trimmed);
  return isbn ? { isbn } : { error: 'invalid' };
}

/** The ISBN-13 among a barcode reader's texts (an EAN-13 that is an ISBN: 978/979), else null. */
export function isbnFromBarcodes(rawValues: readonly string[]): string | null {
  for (const raw of rawValues) {
    const reading = /^\d{13}$/.test(raw.trim()) ? readIsbn(raw) : null;
    if (reading && 'isbn' in reading) return reading.isbn;
  }
  return null;
}

export interface ScannedIsbn {
  isbn: string;
  /** When it was last scanned (ms since 1970). */
  scannedAt: number;
}

/** The list after scanning `isbn` at `at`: once each, the latest scan first, at most SCANNED_LIST_MAX. */
export function withScanned(list: readonly ScannedIsbn[], isbn: string, at: number): ScannedIsbn[] {
  return [{ isbn, scannedAt: at }, ...list.filter((entry) => entry.isbn !== isbn)].slice(0, SCANNED_LIST_MAX);
}

/**
 * A run of scans in continuous mode: each ISBN is added once, however often the camera reads it again.
 * `take` answers true the first time an ISBN is seen in the run, false after.
 */
export class ScanRun {
  private readonly seen = new Set<string>();

  take(isbn: string): boolean {
    if (this.seen.has(isbn)) return false;
    this.seen.add(isbn);
    return true;
  }

  /** Forgets an ISBN (its add failed), so that the next scan tries again. */
  release(isbn: string): void {
    this.seen.delete(isbn);
  }

  get size(): number {
    return this.seen.size;
  }
}
