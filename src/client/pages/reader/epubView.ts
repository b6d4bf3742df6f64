import { Book, EpubCFI, type Location, type NavItem, type Rendition } from 'epubjs';
import { resolveTocHref } from './bookPaths.ts';
import type { BookInternals } from './bookUrls.ts';
import { THEME_STYLES, lookCss } from './lookCss.ts';
import { generateLocations } from './locations.ts';
import { countsByPage, spineFraction, spineIndexAt } from './progress.ts';
import { bookLayout, type BookLayout } from './bookLayout.ts';
import { preloadNeighbours, speedUp, type RenditionInternals } from './renditionSpeed.ts';
import type { SpineWithHooks } from './openBook.ts';
import type { ReaderTheme } from './readerSettings.ts';

/** Characters per location: the unit of the percent bar. */
export const LOCATION_CHARS = 1024;

export interface TocEntry {
  label: string;
  href: string;
  depth: number;
  /** The place of the entry's document in the reading order (null: not in the book). */
  spineIndex: number | null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Whether the page shown holds the CFI (epubjs's currentLocation: start and end of the page). */
function shows(rendition: Rendition, cfi: string): boolean | undefined {
  const location = rendition.currentLocation() as unknown as Location | undefined;
  if (!location?.start?.cfi || !location.end?.cfi) return undefined;
  const compare = new EpubCFI();
  return compare.compare(cfi, location.start.cfi) >= 0 && compare.compare(cfi, location.end.cfi) <= 0;
}

/** The contents as a flat list; hrefs relative to the package (the navigation document may sit in a folder of its own). */
function flatten(book: Book, items: NavItem[], navPath: string | undefined, depth = 0): TocEntry[] {
  return items.flatMap((item) => {
    const href = resolveTocHref(navPath, item.href);
    return [
      { label: item.label.trim(), href, depth, spineIndex: spineIndexOf(book, href) },
      ...flatten(book, item.subitems ?? [], navPath, depth + 1),
    ];
  });
}

/** epubjs's parts that the fixes below read or replace (not in its types). */

/** The reading-order place of a contents href (found as display() finds it), or null. */
function spineIndexOf(book: Book, href: string): number | null {
  try {
    const section = book.spine.get(href) as unknown as { index: number } | null;
    return section ? section.index : null;
  } catch {
    return null;
  }
}

/** epubjs's views of the chapters shown (not in its types). */
interface ManagedRendition {
  manager?: { views: { all(): Array<{ contents?: { resizeCheck(): void } }> } };
}

/** A chapter's view in epubjs's continuous manager (not in its types). */
interface ContinuousView {
  section?: { index: number };
  element?: HTMLElement;
  locationOf?(target: string): { top: number; left: number } | undefined;
}

/** Pages side by side from this width of the reader's view on (fixed-layout books). */
const MIN_SPREAD_WIDTH = 800;

export interface EpubView {
  book: Book;
  rendition: Rendition;
  layout: BookLayout;
  toc(): Promise<TocEntry[]>;
  /** Shows the page at a CFI or href (the start when empty); exact: the CFI is a saved page start, show that very page. */
  display(target?: string, exact?: boolean): Promise<void>;
  /** A page on or back; moves run one after another (a turn asked while a page is being placed waits for it). */
  next(): Promise<void>;
  prev(): Promise<void>;
  setTheme(theme: ReaderTheme): void;
  /** A new text size; the page shown after it is the one that holds the first character of the page shown before. */
  setFontSize(percent: number): Promise<void>;
  /**
   * Loads cached locations, or generates them (in idle moments, a chapter at a time: locations.ts); answers them as
   * JSON, and null for a book that counts by page (nothing to keep).
   */
  locations(cached: string | undefined): Promise<string | null>;
  /**
   * 0-1 position of a page: by its place in the reading order in a book counted by page (fixed layout from the start,
   * pictures once locations show it has less text than a location a page), else by locations once made (null before).
   */
  fraction(location: Location): number | null;
  /** Where a fraction of the book lies (a CFI, or a reading-order href in a book counted by page); null until known. */
  cfiAt(fraction: number): string | null;
  destroy(): void;
}

/** Renders an opened EPUB (openBook) into `element`: paginated a page at a time, or as its package asks (bookLayout). */
export function openEpub(book: Book, element: HTMLElement, initial: { theme: ReaderTheme; fontSize: number }, frameTitle: string): EpubView {
  const look = { ...initial };
  const layout = bookLayout(book);
  // The theme's colours go into each chapter's markup each time it is rendered (epubjs applies themes once it is
  // shown): the current theme, also for a chapter read before (epubjs keeps a chapter's document once loaded).
  (book.spine as unknown as SpineWithHooks).hooks.serialize.register((_output, section) => {
    section.output = section.output.replace(/<\/head>/i, `<style>${lookCss(look, layout.scrolled !== null)}</style></head>`);
  });
  // Fixed layout: epubjs scales each page to the view (its viewport meta), two side by side on a wide view. Scrolled:
  // one chapter at a time scrolling down (scrolled-doc), or the chapters one after another (scrolled-continuous).
  // Right to left: epubjs turns the other way from the package's page-progression-direction.
  const rendition = book.renderTo(element, {
    width: '100%',
    height: '100%',
    flow: layout.scrolled ? `scrolled-${layout.scrolled}` : 'paginated',
    manager: layout.scrolled === 'continuous' ? 'continuous' : 'default',
    spread: layout.fixed ? 'auto' : 'none',
    minSpreadWidth: MIN_SPREAD_WIDTH,
    allowScriptedContent: false,
  } as Parameters<Book['renderTo']>[1]);
  const reports = speedUp(rendition);
  for (const [name, styles] of Object.entries(THEME_STYLES)) rendition.themes.register(name, styles);
  rendition.themes.select(look.theme);
  // A fixed-layout page keeps its own type sizes (a larger text would spill out of the page).
  if (!layout.fixed) rendition.themes.fontSize(`${look.fontSize}%`);
  // Each chapter's frame is named for screen readers (an iframe needs a title).
  rendition.hooks.render.register((view: { iframe?: HTMLIFrameElement }) => view.iframe?.setAttribute('title', frameTitle));
  // A fixed-layout page is scaled to fit its frame and pinned to its top (epubjs's fit): centred down the frame too.
  if (layout.fixed) {
    const centre = (view: { iframe?: HTMLIFrameElement }) => {
      const doc = view.iframe?.contentDocument;
      if (!doc?.body || !view.iframe) return;
      doc.body.style.marginTop = '0px';
      const room = view.iframe.clientHeight - doc.body.getBoundingClientRect().height;
      doc.body.style.marginTop = `${Math.max(0, Math.floor(room / 2))}px`;
    };
    rendition.on('rendered', (_section: unknown, view: { iframe?: HTMLIFrameElement }) => centre(view));
    rendition.on('resized', () => {
      for (const view of (rendition as unknown as { manager?: { views: { all(): Array<{ iframe?: HTMLIFrameElement }> } } }).manager?.views.all() ??
        [])
        centre(view);
    });
  }
  let hasLocations = false;
  let byPage = layout.fixed;
  let destroyed = false;
  const linearCount = () => {
    let count = 0;
    book.spine.each((section: { linear: boolean }) => {
      if (section.linear) count++;
    });
    return count;
  };
  const spineCount = () => (book.spine as unknown as { length: number }).length;
  const compare = new EpubCFI();
  preloadNeighbours(book, rendition);
  // Moves run in the order asked: a turn during the opening page's placing (settleOn) would otherwise be undone by it.
  let moving: Promise<unknown> = Promise.resolve();
  const inTurn = (task: () => Promise<void>): Promise<void> => {
    const done = moving.then(task, task);
    moving = done.catch(() => undefined);
    return done;
  };
  const where = () => rendition.currentLocation() as unknown as Location | undefined;
  /**
   * A scrolled book reports the place reached once the scrolling pauses. (epubjs reports it from its own scroll
   * events, but drops the first one after each display: a single scroll, a fling or a wheel turn, went unreported.)
   */
  let following = false;
  const followScrolling = () => {
    const container = (rendition as unknown as RenditionInternals).manager?.container;
    if (!layout.scrolled || following || !container) return;
    following = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    container.addEventListener(
      'scroll',
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => !destroyed && void (rendition as unknown as RenditionInternals).reportLocation(), 150);
      },
      { passive: true },
    );
  };
  /** A scrolled book: a screen further down (or up) while the chapter goes on; at its edge, the next (previous) chapter. */
  const scrollOr = (down: boolean, turn: () => Promise<void>) => {
    const container = (rendition as unknown as RenditionInternals).manager?.container;
    if (!container) return turn();
    const step = Math.max(40, container.clientHeight * 0.9);
    const room = down ? container.scrollHeight - container.clientHeight - container.scrollTop : container.scrollTop;
    if (room <= 1) return turn();
    container.scrollBy({ top: down ? Math.min(step, room) : -Math.min(step, room) });
    return Promise.resolve();
  };
  /**
   * A scrolled-continuous book: scrolls the chapter of `target` (an href or CFI) to the top of the view, at the target's
   * place in it. epubjs places the chapter and then lays out the one before it above (to scroll back into), shifting
   * the chapter down by that one's height once it has grown (its 'counter' runs on the size it measures first).
   */
  const alignContinuous = async (target: string) => {
    const manager = (rendition as unknown as RenditionInternals).manager as
      (RenditionInternals['manager'] & { views: { all(): ContinuousView[] } }) | undefined;
    if (!manager) return;
    const section = book.spine.get(target) as unknown as { index: number } | null;
    if (!section) return;
    for (let frame = 0; frame < 3; frame++) {
      await nextFrame();
      const view = manager.views.all().find((v) => v.section?.index === section.index);
      if (!view?.element) return;
      const container = manager.container;
      const inView = target.startsWith('epubcfi(') || target.includes('#') ? (view.locationOf?.(target)?.top ?? 0) : 0;
      const top = view.element.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop + inView;
      if (Math.abs(container.scrollTop - top) > 1) container.scrollTop = top;
    }
  };
  // The page start that text size changes keep on screen: the page's when the first change came; kept through the
  // changes that follow (each laid-out page may start a little earlier), until the reader moves.
  let sizeAnchor: string | null = null;
  /**
   * Makes sure the page shown is the one a saved position (a page's first character) starts: epubjs places the
   * page before the chapter's styles and text size have settled, and rounds a CFI at the very start of a page back
   * to the page before (it measures the two characters before it).
   */
  const settleOn = async (target: string) => {
    await nextFrame();
    await nextFrame();
    if (shows(rendition, target) === false) await rendition.display(target);
    const shown = where();
    if (!shown?.start?.cfi || shown.atEnd || compare.compare(shown.start.cfi, target) >= 0) return;
    await rendition.next();
    await nextFrame();
    const after = where();
    if (after?.start?.cfi && compare.compare(after.start.cfi, target) > 0) await rendition.prev();
  };
  /**
   * Shows the page that holds a CFI: epubjs may place it a page early (a CFI at the very start of a page) or late.
   * Unlike settleOn, never past the chapter's last page (epubjs's atEnd is the book's end, not the chapter's).
   */
  const showPageOf = async (target: string) => {
    await rendition.display(target);
    const shown = where();
    if (!shown?.start?.cfi || !shown.end?.cfi) return;
    if (compare.compare(target, shown.end.cfi) > 0) await rendition.next();
    else if (compare.compare(target, shown.start.cfi) < 0) await rendition.prev();
  };
  return {
    book,
    rendition,
    layout,
    async toc() {
      const navigation = await book.loaded.navigation;
      const packaging = (book as unknown as BookInternals).packaging;
      return flatten(book, navigation.toc, packaging?.navPath || packaging?.ncxPath);
    },
    display(target, exact = false) {
      sizeAnchor = null;
      return inTurn(async () => {
        await rendition.display(target || undefined);
        if (layout.scrolled === 'continuous' && target) await alignContinuous(target);
        followScrolling();
        performance.mark('reader:displayed');
        if (exact && target?.startsWith('epubcfi(')) await settleOn(target);
      });
    },
    next() {
      sizeAnchor = null;
      return inTurn(() => {
        reports.turn();
        return layout.scrolled ? scrollOr(true, () => rendition.next()) : rendition.next();
      });
    },
    prev() {
      sizeAnchor = null;
      return inTurn(() => {
        reports.turn();
        return layout.scrolled ? scrollOr(false, () => rendition.prev()) : rendition.prev();
      });
    },
    setTheme(theme) {
      look.theme = theme;
      rendition.themes.select(theme);
    },
    setFontSize(percent) {
      if (layout.fixed) return Promise.resolve();
      return inTurn(async () => {
        // The text laid out again keeps the scroll offset, which now shows another page: back to the page that holds
        // the first character of the page shown before.
        const start = sizeAnchor ?? where()?.start?.cfi;
        look.fontSize = percent;
        rendition.themes.fontSize(`${percent}%`);
        if (!start) return;
        sizeAnchor = start;
        // epubjs widens a chapter's frame for its new length a frame or two later (a ResizeObserver): now, so that
        // the page is looked for in the new layout.
        for (const view of (rendition as unknown as ManagedRendition).manager?.views.all() ?? []) view.contents?.resizeCheck();
        await showPageOf(start);
      });
    },
    async locations(cached) {
      await book.ready;
      if (byPage) return null;
      let json = cached;
      if (json) {
        book.locations.load(json);
        performance.mark('reader:locationsLoaded');
      } else {
        performance.mark('reader:locationsStart');
        json = await generateLocations(book, LOCATION_CHARS, () => destroyed);
        book.locations.load(json);
        performance.measure('reader:locations', 'reader:locationsStart');
      }
      byPage = countsByPage(layout.fixed, book.locations.length(), linearCount());
      hasLocations = !byPage;
      return json;
    },
    fraction(location) {
      if (byPage) return spineFraction(location.start?.index ?? 0, location.end?.index ?? 0, spineCount(), !!location.atEnd);
      const cfi = location.start?.cfi;
      if (!hasLocations || !cfi) return null;
      const value = book.locations.percentageFromCfi(cfi);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    },
    cfiAt(fraction) {
      if (hasLocations) return book.locations.cfiFromPercentage(fraction) || null;
      if (!byPage) return null;
      const section = book.spine.get(spineIndexAt(fraction, spineCount())) as unknown as { href: string } | null;
      return section?.href ?? null;
    },
    destroy() {
      destroyed = true;
      rendition.destroy();
      book.destroy();
    },
  };
}

export type { Location };
