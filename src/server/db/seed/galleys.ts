import type { Random } from '../../../shared/domain/random.ts';
import { REVIEW_COPY_FORMAT } from '../../../shared/domain/reviewCopyFormats.ts';
import { coverSvg } from '../../services/covers.ts';
import { buildEpub, EPUB_MEDIA_TYPE } from '../../services/epub.ts';
import { extraGalleyFormats } from './galleyExtras.ts';
import { downloadUri, type FormatRow, type GalleyFileRow } from './galleyRows.ts';
import { PUBLISHERS } from './catalogData.ts';
import { paragraph } from './prose.ts';
import type { GeneratedTitle } from './titles.ts';
import { ADJECTIVES, NOUNS } from './words.ts';

/** Code "review copy available" of seed 2's availability codes. */
export const REVIEW_COPY_AVAILABLE = 999999;
const DAY_MS = 86_400_000;
const GALLEYS_PER_PUBLISHER = 10;

/** Picks galley titles per publisher, frontlist first, so every approval rule has galleys. */
function pickGalleyTitles(rnd: Random, titles: GeneratedTitle[]): GeneratedTitle[] {
  const chosen: GeneratedTitle[] = [];
  PUBLISHERS.forEach((_, i) => {
    const own = titles.filter((t) => t.publisherIndex === i);
    const front = rnd.sample(
      own.filter((t) => t.frontlist),
      GALLEYS_PER_PUBLISHER - 2,
    );
    const back = rnd.sample(
      own.filter((t) => !t.frontlist),
      GALLEYS_PER_PUBLISHER - front.length,
    );
    chosen.push(...front, ...back);
  });
  return chosen;
}

export function galleyChapters(rnd: Random, title: string) {
  const chapters = [];
  for (let i = 1, n = rnd.int(5, 8); i <= n; i++) {
    const paragraphs = Array.from({ length: rnd.int(6, 10) }, () => paragraph(rnd));
    if (i === 1) paragraphs.unshift(`This is a demo galley of ${title}, generated for the book-trade community app. Its text is invented.`);
    chapters.push({ title: `Chapter ${i}: The ${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}`, paragraphs });
  }
  return chapters;
}

export interface GalleySeed {
  formats: FormatRow[];
  files: GalleyFileRow[];
}

/**
 * Chooses the galley titles, sets their digital dates and availability input, and makes the
 * review copy format entries (EPUB 2 for all, Kindle 4 for some; PDF, audio and external URL for a few) and the files.
 * Some entries are already expired (drcExpirationDate in the past).
 */
export function generateGalleys(rnd: Random, titles: GeneratedTitle[], now: Date): GalleySeed {
  const formats: FormatRow[] = [];
  const files: GalleyFileRow[] = [];
  pickGalleyTitles(rnd, titles).forEach((t, index) => {
    const r = rnd.fork(`galley-${t.row.sku}`);
    const publisher = PUBLISHERS[t.publisherIndex]!;
    const createdDaysAgo = r.int(20, 200);
    const created = new Date(now.getTime() - createdDaysAgo * DAY_MS);
    const updated = new Date(created.getTime() + r.int(0, createdDaysAgo - 1) * DAY_MS);
    t.row.digitalCreatedDate = created;
    t.row.digitalUpdatedDate = updated;
    t.row.reviewCopyAvailability = REVIEW_COPY_AVAILABLE;
    // Every tenth galley has expired; never the first three of a publisher, so each rule keeps live ones.
    const expired = index % GALLEYS_PER_PUBLISHER === 7;
    const days = r.pick([30, 45, 60, 90]);
    const expiration = expired ? new Date(now.getTime() - r.int(1, 60) * DAY_MS) : new Date(now.getTime() + r.int(60, 240) * DAY_MS);
    const drmMethod = publisher.openDrm ? 'open' : 'acs4';
    const epub = buildEpub({
      isbn: t.row.ean ?? t.row.sku,
      title: t.row.name,
      author: t.row.author,
      publisher: t.row.publisher ?? publisher.name,
      modified: new Date(Math.floor(updated.getTime() / 1000) * 1000),
      chapters: galleyChapters(r, t.row.name),
      coverSvg: coverSvg({ sku: t.row.sku, title: t.row.name, author: t.row.author }, 600),
      layout: publisher.galleyLayout,
    });
    const codes: number[] = [REVIEW_COPY_FORMAT.epub];
    if (r.chance(0.5)) codes.push(REVIEW_COPY_FORMAT.kindle);
    codes.forEach((format, position) => {
      const resourceId = `${t.row.sku}-${format}`;
      formats.push({
        resourceId,
        sku: t.row.sku,
        format,
        resourceUri: downloadUri(resourceId),
        drmMethod,
        drcExpirationDate: expiration,
        drcExpirationDays: days,
        position,
      });
      files.push({
        resourceId,
        sku: t.row.sku,
        format,
        mediaType: EPUB_MEDIA_TYPE,
        fileName: `${t.row.sku}.epub`,
        bytes: epub,
        size: epub.byteLength,
      });
    });
  });
  // PDF, audio and external URL entries for some titles (seed/galleyExtras.ts), after the EPUB and Kindle ones.
  const extras = extraGalleyFormats(titles, formats, now);
  return { formats: [...formats, ...extras.formats], files: [...files, ...extras.files] };
}
