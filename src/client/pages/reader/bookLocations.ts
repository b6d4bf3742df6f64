import { isPicturePage, picturePage } from './bookPaths.ts';
import { ChapterXmlError } from './chapterTree.ts';
import { chapterLocations } from './locationCfis.ts';
import { readZipDirectory } from './zipDirectory.ts';

/** A reading-order document to measure: its path in the archive ('/OEBPS/ch1.xhtml', as epubjs's section.url) and CFI base. */
export interface LocationSection {
  url: string;
  cfiBase: string;
}

/** What the locations worker is asked: the galley's zip, the linear sections, characters per location. */
export interface LocationsRequest {
  zip: Uint8Array;
  sections: LocationSection[];
  chars: number;
}
/**
 * Its answer: the book's locations as the JSON the reader loads and keeps, when every section was measured; else each
 * section's locations, null for a section the page must measure itself (HTML, not well-formed XML). One string crosses
 * to the page in one piece: no thousands of strings to copy, join and stringify on the page's main thread.
 */
export type LocationsAnswer = { json: string } | { locations: Array<string[] | null> };

const XML_KINDS = new Set(['xhtml', 'xml', 'opf', 'ncx']);
const HTML_KINDS = new Set(['html', 'htm']);

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Every section's locations, read from the zip as MemoryArchive reads them for the page (UTF-8, a leading BOM dropped;
 * a picture in the reading order is the page that shows it) and measured without a DOM (locationCfis.ts). A file
 * epubjs would not load as a document (missing, or of another kind) has no locations; an HTML file or one saxes
 * refuses is null: the page measures it with epubjs (locations.ts).
 */
export async function bookLocations({ zip, sections, chars }: LocationsRequest): Promise<LocationsAnswer> {
  const entries = readZipDirectory(zip);
  const decoder = new TextDecoder();
  const locations: Array<string[] | null> = [];
  for (const { url, cfiBase } of sections) {
    const name = decodeURIComponent(url.slice(1));
    const entry = entries.get(name);
    const kind = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? '';
    if (!entry) locations.push([]);
    else if (isPicturePage(url)) locations.push(chapterLocations(picturePage(url), cfiBase, chars));
    else if (HTML_KINDS.has(kind)) locations.push(null);
    else if (!XML_KINDS.has(kind)) locations.push([]);
    else {
      const raw = zip.subarray(entry.start, entry.start + entry.compressedSize);
      let text = decoder.decode(entry.method === 0 ? raw : await inflateRaw(raw));
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      try {
        locations.push(chapterLocations(text, cfiBase, chars));
      } catch (error) {
        if (!(error instanceof ChapterXmlError)) throw error;
        locations.push(null);
      }
    }
  }
  return locations.every((chapter) => chapter !== null) ? { json: JSON.stringify(locations.flat()) } : { locations };
}
