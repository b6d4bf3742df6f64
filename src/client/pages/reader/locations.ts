import type { Book } from 'epubjs';

/** epubjs's parts the generation below uses (not in its types). */
interface LocationsInternals {
  parse(contents: Element, cfiBase: string, chars?: number): string[];
}
interface SpineSection {
  url: string;
  cfiBase: string;
  linear: boolean;
}

/** The time left in an idle moment of the page (0 once it is over). */
type IdleTime = () => number;

/** Waits for a moment the page has nothing to do (at most `timeout` ms); answers the time left in it. */
function idle(timeout: number): Promise<IdleTime> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback((deadline) => resolve(() => deadline.timeRemaining()), { timeout });
    else setTimeout(() => resolve(() => 0), 16);
  });
}

/** Chapters read ahead of the one being measured. */
const READ_AHEAD = 4;
/** A chapter is measured in an idle moment with at least this many ms left. */
const MIN_IDLE_MS = 4;

/**
 * The book's locations (a CFI range every `chars` characters, the same ones epubjs's locations.generate makes), made
 * in the page's idle moments: each chapter is read and inflated off the main thread (MemoryArchive, the browser's
 * DecompressionStream), then measured in an idle callback, so a page turn or a tap never waits for it. epubjs's own
 * generate waits 100 ms after each chapter and a frame before each (minutes for a book of many chapters) and unloads
 * the chapters it measured, the ones preloaded beside the page included; this reads the chapters aside instead.
 * Stops (rejects) once `stopped()` answers true.
 */
export async function generateLocations(book: Book, chars: number, stopped: () => boolean): Promise<string[]> {
  const parse = book.locations as unknown as LocationsInternals;
  const load = (book as unknown as { load(path: string): Promise<unknown> }).load.bind(book);
  const sections: SpineSection[] = [];
  book.spine.each((section: SpineSection) => {
    if (section.linear) sections.push(section);
  });
  const read = (section: SpineSection | undefined) => (section ? load(section.url).catch(() => null) : Promise.resolve(null));
  const locations: string[] = [];
  const reading = sections.slice(0, READ_AHEAD).map(read);
  let left: IdleTime = () => 0;
  for (let i = 0; i < sections.length; i++) {
    const doc = (await reading[i]) as Document | null;
    reading[i] = Promise.resolve(null);
    if (i + READ_AHEAD < sections.length) reading.push(read(sections[i + READ_AHEAD]));
    if (stopped()) throw new Error('locations stopped');
    const element = doc?.documentElement;
    if (!element || !doc.querySelector('body')) continue;
    // Measured in an idle moment: several short chapters in one, a long one in a moment of its own.
    if (left() < MIN_IDLE_MS) left = await idle(1000);
    if (stopped()) throw new Error('locations stopped');
    locations.push(...parse.parse(element, sections[i]!.cfiBase, chars));
  }
  return locations;
}
