import type { Book } from 'epubjs';
import { MemoryArchive } from './memoryArchive.ts';
import type { LocationSection, LocationsAnswer, LocationsRequest } from './bookLocations.ts';

/** epubjs's parts the generation below uses (not in its types). */
interface LocationsInternals {
  parse(contents: Element, cfiBase: string, chars?: number): string[];
}
interface SpineSection extends LocationSection {
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
/** How often a running worker checks whether the reader was closed. */
const STOP_POLL_MS = 250;

const stoppedError = () => new Error('locations stopped');

/** Marked on the page's timeline at the start of each task of its own the locations run on the main thread. */
const LOCATIONS_WORK_MARK = 'reader:locationsWork';
const markWork = () => performance.mark(LOCATIONS_WORK_MARK);

/** The galley's zip as the reader's MemoryArchive holds it, or undefined for another archive. */
function galleyZip(book: Book): Uint8Array | undefined {
  const archive: unknown = book.archive;
  return archive instanceof MemoryArchive ? archive.data : undefined;
}

/**
 * The book's locations made in a module worker (locationsWorker.ts: the zip read, inflated, parsed with saxes and
 * measured there, bookLocations.ts): their JSON, or each section's, null for a section the worker left to the page.
 * Rejects when no worker can start or it fails; the worker is ended once the answer is in or `stopped()` answers true.
 */
function workerLocations(zip: Uint8Array, sections: LocationSection[], chars: number, stopped: () => boolean): Promise<LocationsAnswer> {
  return new Promise((resolve, reject) => {
    markWork();
    const worker = new Worker(new URL('./locationsWorker.ts', import.meta.url), { type: 'module', name: 'reader-locations' });
    const poll = setInterval(() => {
      if (stopped()) finish(() => reject(stoppedError()));
    }, STOP_POLL_MS);
    const finish = (settle: () => void) => {
      clearInterval(poll);
      worker.terminate();
      settle();
    };
    worker.addEventListener('message', (event: MessageEvent<LocationsAnswer | { error: string }>) => {
      markWork();
      const answer = event.data;
      if ('error' in answer) finish(() => reject(new Error(answer.error)));
      else if ('locations' in answer && answer.locations.length !== sections.length) finish(() => reject(new Error('locations worker: wrong count')));
      else finish(() => resolve(answer));
    });
    worker.addEventListener('error', (event) => finish(() => reject(new Error(`locations worker: ${event.message || 'could not start'}`))));
    // A copy handed over, not cloned: the page keeps its zip, and posting costs no serialising of megabytes.
    const copy = zip.slice();
    const request: LocationsRequest = { zip: copy, sections: sections.map(({ url, cfiBase }) => ({ url, cfiBase })), chars };
    worker.postMessage(request, [copy.buffer]);
  });
}

/**
 * The chapters the worker could not measure (`from` holds null for them; all of them when `from` is null), made with
 * epubjs's own Locations.parse in the page's idle moments: each chapter is read and inflated off the main thread
 * (MemoryArchive, the browser's DecompressionStream), then measured in an idle callback, several short chapters in one.
 */
async function idleLocations(book: Book, sections: SpineSection[], from: Array<string[] | null> | null, chars: number, stopped: () => boolean) {
  const parse = book.locations as unknown as LocationsInternals;
  const load = (book as unknown as { load(path: string): Promise<unknown> }).load.bind(book);
  const todo = sections.map((_, i) => i).filter((i) => !from?.[i]);
  const out = sections.map((_, i) => from?.[i] ?? []);
  const read = (index: number | undefined) => (index === undefined ? Promise.resolve(null) : load(sections[index]!.url).catch(() => null));
  const reading = todo.slice(0, READ_AHEAD).map(read);
  let left: IdleTime = () => 0;
  for (let t = 0; t < todo.length; t++) {
    const doc = (await reading[t]) as Document | null;
    reading[t] = Promise.resolve(null);
    if (t + READ_AHEAD < todo.length) reading.push(read(todo[t + READ_AHEAD]));
    if (stopped()) throw stoppedError();
    const element = doc?.documentElement;
    if (!element || !doc.querySelector('body')) continue;
    if (left() < MIN_IDLE_MS) left = await idle(1000);
    if (stopped()) throw stoppedError();
    markWork();
    out[todo[t]!] = parse.parse(element, sections[todo[t]!]!.cfiBase, chars);
  }
  return JSON.stringify(out.flat());
}

/**
 * The book's locations as JSON (a CFI range every `chars` characters, the same ones epubjs's locations.generate makes),
 * made once per galley without holding up the page: in a module worker from the galley's zip (locationsWorker.ts),
 * and, for chapters it leaves (HTML, XML saxes refuses) or when no worker can run, in the page's idle moments.
 * epubjs's own generate waits 100 ms after each chapter and unloads the chapters it measured, the ones preloaded
 * beside the page included; this reads the chapters aside instead. Stops (rejects) once `stopped()` answers true.
 */
export async function generateLocations(book: Book, chars: number, stopped: () => boolean): Promise<string> {
  const sections: SpineSection[] = [];
  book.spine.each((section: SpineSection) => {
    if (section.linear) sections.push(section);
  });
  const zip = galleyZip(book);
  let fromWorker: LocationsAnswer | null = null;
  if (zip && typeof Worker === 'function') {
    try {
      // Started in an idle moment of its own, not in the task that showed the page or read the stored locations.
      await idle(1000);
      if (stopped()) throw stoppedError();
      fromWorker = await workerLocations(zip, sections, chars, stopped);
    } catch (error) {
      if (stopped()) throw error;
      console.warn('locations worker failed; measuring in idle moments', error);
    }
  }
  if (stopped()) throw stoppedError();
  if (fromWorker && 'json' in fromWorker) return fromWorker.json;
  return idleLocations(book, sections, fromWorker?.locations ?? null, chars, stopped);
}
