import type { Book } from 'epubjs';
import type { PageDirection } from './tapZone.ts';

/** How a book is laid out (its package's rendition:layout, rendition:flow and page-progression-direction). */
export interface BookLayout {
  /** rendition:layout pre-paginated: pages of a fixed size, scaled to fit, two side by side on a wide screen. */
  fixed: boolean;
  /** rendition:flow scrolled-doc or scrolled-continuous: the text scrolls down instead of turning in columns. */
  scrolled: 'doc' | 'continuous' | null;
  direction: PageDirection;
}

/** The layout a book asks for in its package. */
export function bookLayout(book: Book): BookLayout {
  const metadata = (book as unknown as { package?: { metadata?: { layout?: string; flow?: string; direction?: string } } }).package?.metadata ?? {};
  const fixed = metadata.layout === 'pre-paginated';
  const scrolled = fixed ? null : metadata.flow === 'scrolled-doc' ? 'doc' : metadata.flow === 'scrolled-continuous' ? 'continuous' : null;
  return { fixed, scrolled, direction: metadata.direction === 'rtl' ? 'rtl' : 'ltr' };
}
