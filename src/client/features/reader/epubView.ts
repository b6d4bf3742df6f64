import ePub, { EpubCFI, type Book, type Location, type NavItem, type Rendition } from 'epubjs';
import type { ReaderTheme } from './readerSettings.ts';

/** Page colours of the three themes, applied inside the book's frames and (reader.css) around them. */
const THEME_STYLES: Record<ReaderTheme, Record<string, Record<string, string>>> = {
  light: { body: { color: '#1b1b1b !important', background: '#ffffff !important' }, a: { color: '#1f4e79 !important' } },
  sepia: { body: { color: '#433422 !important', background: '#f4ecd8 !important' }, a: { color: '#7a4b12 !important' } },
  dark: { body: { color: '#e6e6e6 !important', background: '#121212 !important' }, a: { color: '#9ecbff !important' } },
};

/** Characters per location: the unit of the percent bar. */
export const LOCATION_CHARS = 1024;

export interface TocEntry {
  label: string;
  href: string;
  depth: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Whether the page shown holds the CFI (epubjs's currentLocation: start and end of the page). */
function shows(rendition: Rendition, cfi: string): boolean | undefined {
  const location = rendition.currentLocation() as unknown as Location | undefined;
  if (!location?.start?.cfi || !location.end?.cfi) return undefined;
  const compare = new EpubCFI();
  return compare.compare(cfi, location.start.cfi) >= 0 && compare.compare(cfi, location.end.cfi) <= 0;
}

function flatten(items: NavItem[], depth = 0): TocEntry[] {
  return items.flatMap((item) => [{ label: item.label.trim(), href: item.href, depth }, ...flatten(item.subitems ?? [], depth + 1)]);
}

export interface EpubView {
  book: Book;
  rendition: Rendition;
  toc(): Promise<TocEntry[]>;
  /** Shows the page at a CFI or href (the start when empty). */
  display(target?: string): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  setTheme(theme: ReaderTheme): void;
  setFontSize(percent: number): void;
  /** Loads cached locations, or generates them (in the background, a section at a time); answers them as JSON. */
  locations(cached: string | undefined): Promise<string>;
  /** 0-1 position of a CFI once locations exist, else null. */
  fraction(cfi: string): number | null;
  cfiAt(fraction: number): string | null;
  destroy(): void;
}

/**
 * Opens an EPUB from its bytes (no network: epubjs reads the zip in memory) and renders it paginated, one page at
 * a time, into `element`.
 */
export function openEpub(data: ArrayBuffer, element: HTMLElement, look: { theme: ReaderTheme; fontSize: number }): EpubView {
  const book = ePub(data);
  const rendition = book.renderTo(element, { width: '100%', height: '100%', flow: 'paginated', spread: 'none', allowScriptedContent: false });
  for (const [name, styles] of Object.entries(THEME_STYLES)) rendition.themes.register(name, styles);
  rendition.themes.select(look.theme);
  rendition.themes.fontSize(`${look.fontSize}%`);
  let hasLocations = false;
  return {
    book,
    rendition,
    async toc() {
      const navigation = await book.loaded.navigation;
      return flatten(navigation.toc);
    },
    async display(target) {
      await rendition.display(target || undefined);
      if (!target?.startsWith('epubcfi(')) return;
      // The text size applies as the chapter loads and can add pages after epubjs placed the page: look again.
      for (let attempt = 0; attempt < 3; attempt++) {
        await nextFrame();
        await nextFrame();
        if (shows(rendition, target) !== false) return;
        await rendition.display(target);
      }
    },
    async next() {
      await rendition.next();
    },
    async prev() {
      await rendition.prev();
    },
    setTheme(theme) {
      rendition.themes.select(theme);
    },
    setFontSize(percent) {
      rendition.themes.fontSize(`${percent}%`);
    },
    async locations(cached) {
      await book.ready;
      if (cached) {
        book.locations.load(cached);
      } else {
        await book.locations.generate(LOCATION_CHARS);
      }
      hasLocations = book.locations.length() > 0;
      return book.locations.save();
    },
    fraction(cfi) {
      if (!hasLocations || !cfi) return null;
      const value = book.locations.percentageFromCfi(cfi);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    },
    cfiAt(fraction) {
      if (!hasLocations) return null;
      return book.locations.cfiFromPercentage(fraction) || null;
    },
    destroy() {
      rendition.destroy();
      book.destroy();
    },
  };
}

export type { Location };
