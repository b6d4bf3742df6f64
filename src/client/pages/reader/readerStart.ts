import type { Book } from 'epubjs';
import type { LocalReaderPosition, StoredGalley } from '../../lib/offline/db.ts';
import { openBook } from './openBook.ts';
import { storedGalley, type GalleyRefusal } from '../../entities/galley/galleyStore.ts';
import { localPosition } from '../../entities/galley/readingPositions.ts';

/** A galley read from the device and being opened by epubjs (`opened` answers when it can be rendered). */
export interface OpeningBook {
  galley: StoredGalley;
  book: Book;
  opened: Promise<unknown>;
}

/** The part of opening a title that needs no page: this device's position and the stored galley, read and opened. */
export interface ReaderStart {
  sku: string;
  local: Promise<LocalReaderPosition | undefined>;
  /** The stored galley opening; a refusal (expired: removed); undefined when the galley is not on this device. */
  stored: Promise<OpeningBook | { refused: GalleyRefusal } | undefined>;
}

/** Reads a stored galley's bytes and starts epubjs on them. */
export async function openStoredGalley(galley: StoredGalley): Promise<OpeningBook> {
  const data = await galley.blob.arrayBuffer();
  performance.mark('reader:bytes');
  return { galley, ...openBook(data) };
}

/** Starts opening a title (the reader bench's reader:open): reads from Dexie and unzips and parses the galley. */
export function startReader(sku: string): ReaderStart {
  performance.clearMarks();
  performance.clearMeasures();
  performance.mark('reader:open');
  const stored = storedGalley(sku).then((lookup): OpeningBook | { refused: GalleyRefusal } | undefined | Promise<OpeningBook> => {
    performance.mark('reader:galley');
    if (!lookup || 'refused' in lookup) return lookup;
    return openStoredGalley(lookup.galley);
  });
  // A failure here is met again (and shown) by the reader that takes this start.
  stored.catch(() => undefined);
  return { sku, local: localPosition(sku), stored };
}

let early: ReaderStart | undefined;

/**
 * Called as the reader's code loads for /read/{sku}: starts opening that title at once, in parallel with the first
 * render of the page (the reader takes it with takeReaderStart; another title's start is dropped).
 */
export function startReaderEarly(pathname: string): void {
  const match = /^\/read\/([^/?#]+)\/?$/.exec(pathname);
  if (match) early = startReader(decodeURIComponent(match[1]!));
}

/** The early start of this title, once (a later opening starts afresh). */
export function takeReaderStart(sku: string): ReaderStart | undefined {
  const start = early;
  early = undefined;
  if (start && start.sku !== sku) {
    void start.stored.then((opening) => opening && 'book' in opening && opening.book.destroy());
    return undefined;
  }
  return start;
}
