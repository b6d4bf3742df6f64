import type { BookLayout } from './bookLayout.ts';
import type { TocEntry } from './epubView.ts';
import type { GalleyRefusal } from './openGalley.ts';

export type ReaderPhase = { kind: 'opening' } | { kind: 'reading' } | { kind: 'refused'; reason: GalleyRefusal };

export interface ReaderState {
  phase: ReaderPhase;
  title: string;
  toc: TocEntry[];
  /** Percent of the page shown, once known (0-100). */
  percent: number | null;
  /** The reading-order place of the document shown (for the contents' current chapter), once a page shows. */
  spineIndex: number | null;
  atStart: boolean;
  atEnd: boolean;
  /** The book's layout once open (turn buttons swap sides in a right-to-left book; a fixed layout keeps its text size). */
  layout: BookLayout | null;
  next(): void;
  prev(): void;
  goTo(href: string): void;
}
