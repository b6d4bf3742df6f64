import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeXml } from './covers.ts';

export interface EpubChapter {
  title: string;
  paragraphs: string[];
  /** A picture of the book's (EpubInput.images) shown after the chapter's heading. */
  picture?: { href: string; alt: string };
}

/** A picture file of the book, under OEBPS/ (href 'images/plate-1.png'); stored uncompressed, as pictures already are. */
export interface EpubImage {
  href: string;
  mediaType: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

export interface EpubInput {
  /** ISBN-13, written as dc:identifier urn:isbn:... */
  isbn: string;
  title: string;
  author: string;
  publisher?: string;
  language?: string;
  /** dcterms:modified; whole seconds, UTC. */
  modified: Date;
  chapters: EpubChapter[];
  /** The cover picture as SVG (EPUB 3 core media type). */
  coverSvg: string;
  /** Further pictures (the chapters' `picture`). */
  images?: EpubImage[];
  /**
   * 'flat' (default): every file beside the package. 'nested', as many publishers ship them: chapters under text/,
   * the navigation document under nav/ (its hrefs relative to itself, '../text/...') and the SVG cover itself as the
   * first item of the reading order (no cover page).
   */
  layout?: 'flat' | 'nested';
}

export const EPUB_MEDIA_TYPE = 'application/epub+zip';
export const OPF_PATH = 'OEBPS/content.opf';
/** Fixed zip timestamps make the same input give the same bytes. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

function xhtml(title: string, body: string, lang: string, up = ''): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n` +
    `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">\n` +
    `<head><meta charset="UTF-8"/><title>${escapeXml(title)}</title><link rel="stylesheet" type="text/css" href="${up}styles.css"/></head>\n` +
    `<body>\n${body}\n</body>\n</html>\n`
  );
}

const CONTAINER_XML =
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n` +
  `  <rootfiles><rootfile full-path="${OPF_PATH}" media-type="application/oebps-package+xml"/></rootfiles>\n` +
  `</container>\n`;

const STYLES = `body{font-family:Georgia,serif;line-height:1.5;margin:1em}h1{font-size:1.4em;margin:1em 0}p{text-indent:1.2em;margin:0 0 .4em}img.cover{max-width:100%;max-height:100%}p.galley{font-size:.85em;font-style:italic;text-indent:0}`;
/** Added to STYLES in a book with pictures. */
const PICTURE_STYLES = `p.picture{text-indent:0;text-align:center}p.picture img{max-width:100%;max-height:90vh}`;

/** An EPUB 3 file: mimetype first and stored, container.xml, OPF, nav, cover page and one XHTML file per chapter. */
export function buildEpub(input: EpubInput): Uint8Array {
  const lang = input.language ?? 'en';
  const modified = input.modified.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const images = input.images ?? [];
  const nested = input.layout === 'nested';
  // Paths relative to the package; `up` leads from a nested file back to the package's folder.
  const up = nested ? '../' : '';
  const chapterFiles = input.chapters.map((c, i) => ({ id: `chapter-${i + 1}`, href: `${nested ? 'text/' : ''}chapter-${i + 1}.xhtml`, chapter: c }));
  const navHref = nested ? 'nav/nav.xhtml' : 'nav.xhtml';

  const opf =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${lang}">\n` +
    `  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n` +
    `    <dc:identifier id="bookid">urn:isbn:${escapeXml(input.isbn)}</dc:identifier>\n` +
    `    <dc:title>${escapeXml(input.title)}</dc:title>\n` +
    `    <dc:creator>${escapeXml(input.author)}</dc:creator>\n` +
    `    <dc:language>${lang}</dc:language>\n` +
    (input.publisher ? `    <dc:publisher>${escapeXml(input.publisher)}</dc:publisher>\n` : '') +
    `    <meta property="dcterms:modified">${modified}</meta>\n` +
    `    <meta name="cover" content="cover-image"/>\n` +
    `  </metadata>\n  <manifest>\n` +
    `    <item id="nav" href="${navHref}" media-type="application/xhtml+xml" properties="nav"/>\n` +
    `    <item id="css" href="styles.css" media-type="text/css"/>\n` +
    `    <item id="cover-image" href="images/cover.svg" media-type="image/svg+xml" properties="cover-image"/>\n` +
    (nested ? '' : `    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>\n`) +
    chapterFiles.map((c) => `    <item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>\n`).join('') +
    images.map((image, i) => `    <item id="image-${i + 1}" href="${escapeXml(image.href)}" media-type="${image.mediaType}"/>\n`).join('') +
    `  </manifest>\n  <spine>\n    <itemref idref="${nested ? 'cover-image' : 'cover'}" linear="yes"/>\n` +
    chapterFiles.map((c) => `    <itemref idref="${c.id}"/>\n`).join('') +
    `  </spine>\n</package>\n`;

  const nav = xhtml(
    input.title,
    `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>\n` +
      chapterFiles.map((c) => `<li><a href="${up}${c.href}">${escapeXml(c.chapter.title)}</a></li>`).join('\n') +
      `\n</ol></nav>`,
    lang,
    up,
  );
  const cover = xhtml(
    input.title,
    `<section epub:type="cover"><img class="cover" src="images/cover.svg" alt="${escapeXml(`${input.title} by ${input.author}`)}"/></section>`,
    lang,
  );

  const files: Zippable = {
    // Must be the first entry, stored (level 0), so readers can sniff the type at a fixed offset.
    mimetype: [strToU8(EPUB_MEDIA_TYPE), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER_XML),
    [OPF_PATH]: strToU8(opf),
    [`OEBPS/${navHref}`]: strToU8(nav),
    'OEBPS/styles.css': strToU8(images.length ? STYLES + PICTURE_STYLES : STYLES),
    'OEBPS/images/cover.svg': strToU8(input.coverSvg),
  };
  if (!nested) files['OEBPS/cover.xhtml'] = strToU8(cover);
  for (const image of images) files[`OEBPS/${image.href}`] = [image.data, { level: 0 }];
  for (const c of chapterFiles) {
    const picture = c.chapter.picture;
    const body =
      `<section epub:type="chapter"><h1>${escapeXml(c.chapter.title)}</h1>\n` +
      (picture ? `<p class="picture"><img src="${up}${escapeXml(picture.href)}" alt="${escapeXml(picture.alt)}"/></p>\n` : '') +
      c.chapter.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n') +
      `\n</section>`;
    files[`OEBPS/${c.href}`] = strToU8(xhtml(c.chapter.title, body, lang, up));
  }
  return zipSync(files, { level: 6, mtime: ZIP_MTIME });
}
