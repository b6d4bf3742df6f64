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

/** Waits for a moment the page has nothing to do (at most `timeout` ms). */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 16);
  });
}

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
  let next = read(sections[0]);
  for (let i = 0; i < sections.length; i++) {
    const doc = (await next) as Document | null;
    next = read(sections[i + 1]);
    if (stopped()) throw new Error('locations stopped');
    const element = doc?.documentElement;
    if (!element || !doc.querySelector('body')) continue;
    await idle(1000);
    if (stopped()) throw new Error('locations stopped');
    locations.push(...parse.parse(element, sections[i]!.cfiBase, chars));
  }
  return locations;
}
