/** Export to PowerPoint (seed 2): the fixed layout of a title's slide, in inches (pptxgenjs units), and its facts. */
import { exportPubDate, exportUsdPrice, INVALID_DATE, type ExportCsvTitle } from './exportCsv.ts';
import { listTag, type ListTag } from './frontlist.ts';

/** The seed's limits for the cover image on a slide. */
export const COVER_MAX_WIDTH = 3.2;
export const COVER_MAX_HEIGHT = 4.3;

/** A 16:9 slide (pptxgenjs LAYOUT_16x9). */
export const SLIDE = { width: 10, height: 5.625 } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The largest size of a `width` x `height` image that fits within maxWidth x maxHeight keeping its aspect ratio,
 * or null for an image without a usable size.
 */
export function fitWithin(width: number, height: number, maxWidth = COVER_MAX_WIDTH, maxHeight = COVER_MAX_HEIGHT): { w: number; h: number } | null {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return null;
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { w: round(width * scale), h: round(height * scale) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const MARGIN = 0.45;
/** The cover's area: left of the slide, vertically centred. */
const COVER_AREA: Box = { x: MARGIN, y: (SLIDE.height - COVER_MAX_HEIGHT) / 2, w: COVER_MAX_WIDTH, h: COVER_MAX_HEIGHT };
const TEXT_X = COVER_AREA.x + COVER_AREA.w + 0.4;
const TEXT_W = SLIDE.width - TEXT_X - MARGIN;

/** Where a cover of the given pixel size goes: fitted within the cover area and centred in it. */
export function coverBox(width: number, height: number): Box | null {
  const size = fitWithin(width, height);
  if (!size) return null;
  return { x: round(COVER_AREA.x + (COVER_AREA.w - size.w) / 2), y: round(COVER_AREA.y + (COVER_AREA.h - size.h) / 2), ...size };
}

/** The text boxes right of the cover, top to bottom: deck label, title, author, details, description summary. */
export const TEXT_BOXES = {
  label: { x: TEXT_X, y: COVER_AREA.y, w: TEXT_W, h: 0.35 },
  title: { x: TEXT_X, y: COVER_AREA.y + 0.4, w: TEXT_W, h: 0.8 },
  author: { x: TEXT_X, y: COVER_AREA.y + 1.2, w: TEXT_W, h: 0.4 },
  details: { x: TEXT_X, y: COVER_AREA.y + 1.65, w: TEXT_W, h: 1.5 },
  summary: { x: TEXT_X, y: COVER_AREA.y + 3.2, w: TEXT_W, h: COVER_MAX_HEIGHT - 3.2 },
} as const satisfies Record<string, Box>;

export type SlideFactKey = 'imprint' | 'format' | 'pubDate' | 'price' | 'pages' | 'isbn' | 'category';

/**
 * The slide's deck label (FRONTLIST when the pub date is in the future, else BACKLIST) and its facts in order,
 * values as the CSV writes them (a price as '27.99 USD'); facts without a value are left out.
 */
export function slideFacts(title: ExportCsvTitle, now: Date = new Date()): { label: ListTag; facts: Array<[SlideFactKey, string]> } {
  const price = exportUsdPrice(title.prices);
  const pubDate = exportPubDate(title.pubDate);
  const facts: Array<[SlideFactKey, string]> = [
    ['imprint', title.supplier],
    ['format', title.format],
    ['pubDate', pubDate === INVALID_DATE ? '' : pubDate],
    ['price', price === '-' ? '' : `${price} USD`],
    ['pages', title.pages === null ? '' : String(title.pages)],
    ['isbn', title.ean],
    ['category', title.category],
  ];
  return { label: listTag(title.pubDate, now), facts: facts.filter(([, value]) => value.trim() !== '') };
}
