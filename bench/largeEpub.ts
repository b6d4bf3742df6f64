// The largest EPUB fixture: a long galley with many chapters and pictures, made with our own EPUB generator
// (buildEpub) from the seed's invented prose, for the reader bench. Same bytes on every run.
import { crc32, deflateSync } from 'node:zlib';
import { coverSvg } from '../src/server/services/covers.ts';
import { buildEpub, type EpubChapter, type EpubImage } from '../src/server/services/epub.ts';
import { paragraph } from '../src/server/db/seed/prose.ts';
import { ADJECTIVES, NOUNS } from '../src/server/db/seed/words.ts';
import { createRandom, type Random } from '../src/shared/domain/random.ts';

export const LARGE_EPUB = {
  title: 'The Long Harbour Almanac',
  author: 'Demo Author',
  chapters: 80,
  /** One picture every PICTURE_EVERY chapters. */
  pictureEvery: 4,
  pictureWidth: 480,
  pictureHeight: 320,
} as const;

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** A PNG (RGB, 8 bits) of soft bands with grain: a picture that compresses about as badly as a photograph. */
export function picturePng(rnd: Random, width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const [r0, g0, b0] = [rnd.int(40, 200), rnd.int(40, 200), rnd.int(40, 200)];
  const bands = rnd.int(3, 9);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    rows[at] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const wave = Math.sin(((x + y * 0.6) / width) * bands * Math.PI) * 40;
      const grain = () => Math.floor(rnd.next() * 3) - 1;
      const px = at + 1 + x * 3;
      rows[px] = Math.max(0, Math.min(255, r0 + wave + grain()));
      rows[px + 1] = Math.max(0, Math.min(255, g0 - wave + grain()));
      rows[px + 2] = Math.max(0, Math.min(255, b0 + wave / 2 + grain()));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array(0))]),
  );
}

/** The fixture's bytes (a few MB: LARGE_EPUB.chapters chapters of 60-90 paragraphs, a PNG every few chapters). */
export function buildLargeEpub(isbn: string): Uint8Array {
  const rnd = createRandom('large-epub-fixture');
  const images: EpubImage[] = [];
  const chapters: EpubChapter[] = [];
  for (let i = 1; i <= LARGE_EPUB.chapters; i++) {
    const paragraphs = Array.from({ length: rnd.int(60, 90) }, () => paragraph(rnd));
    if (i === 1) paragraphs.unshift('This is a demo galley generated for the reader bench of the book-trade community app. Its text is invented.');
    const chapter: EpubChapter = { title: `Chapter ${i}: The ${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}`, paragraphs };
    if (i % LARGE_EPUB.pictureEvery === 1) {
      const href = `images/plate-${images.length + 1}.png`;
      images.push({ href, mediaType: 'image/png', data: picturePng(rnd, LARGE_EPUB.pictureWidth, LARGE_EPUB.pictureHeight) });
      chapter.picture = { href, alt: `Plate ${images.length}` };
    }
    chapters.push(chapter);
  }
  return buildEpub({
    isbn,
    title: LARGE_EPUB.title,
    author: LARGE_EPUB.author,
    modified: new Date('2026-01-01T00:00:00Z'),
    chapters,
    images,
    coverSvg: coverSvg({ sku: isbn, title: LARGE_EPUB.title, author: LARGE_EPUB.author }, 600),
  });
}
