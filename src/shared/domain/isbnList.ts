import { isbn13CheckDigit, isValidIsbn13 } from './isbn.ts';

/** At most this many ISBNs are added at once (seed 3 §5: the title picker's maximum of 20 titles). */
export const ISBN_LIST_MAX = 20;

/** true for 10 characters (9 digits and a digit or X) with a correct ISBN-10 check (hyphens and spaces ignored). */
export function isValidIsbn10(value: string): boolean {
  const chars = value.replace(/[-\s]/g, '').toUpperCase();
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (chars[i] === 'X' ? 10 : Number(chars[i])) * (10 - i);
  return sum % 11 === 0;
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13 (digits only), else null. */
export function toIsbn13(value: string): string | null {
  const chars = value.replace(/[-\s]/g, '').toUpperCase();
  if (isValidIsbn13(chars)) return chars;
  if (!isValidIsbn10(chars)) return null;
  const first12 = `978${chars.slice(0, 9)}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** What a pasted or typed list of ISBNs holds, before adding: seed 3 §5's valid, already on the list and invalid. */
export interface IsbnSplit {
  /** ISBN-13s to add, once each, in the order given. */
  valid: string[];
  /** ISBN-13s the list already holds. */
  alreadyOnList: string[];
  /** The entries as typed that are no ISBN-10 or ISBN-13. */
  invalid: string[];
  /** More than ISBN_LIST_MAX entries were given (nothing is added then). */
  tooMany: boolean;
}

/**
 * Splits text into ISBN entries (separated by commas, semicolons, spaces or new lines; hyphens belong to an ISBN) and
 * sorts them into valid, already on the list (`onList`: the list's skus) and invalid. An ISBN given twice counts once.
 */
export function splitIsbns(text: string, onList: ReadonlySet<string>): IsbnSplit {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const split: IsbnSplit = { valid: [], alreadyOnList: [], invalid: [], tooMany: false };
  const seen = new Set<string>();
  for (const entry of entries) {
    const isbn = toIsbn13(entry);
    if (!isbn) {
      split.invalid.push(entry);
      continue;
    }
    if (seen.has(isbn)) continue;
    seen.add(isbn);
    (onList.has(isbn) ? split.alreadyOnList : split.valid).push(isbn);
  }
  split.tooMany = seen.size + split.invalid.length > ISBN_LIST_MAX;
  return split;
}
