import { unzipSync } from 'fflate';

/** Where epubjs believes the unzipped galley lives; every request under it is answered from memory (never fetched). */
export const GALLEY_BASE = '/__galley__/';

const MEDIA_TYPES: Record<string, string> = {
  xhtml: 'application/xhtml+xml',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  opf: 'application/oebps-package+xml',
  ncx: 'application/x-dtbncx+xml',
  css: 'text/css',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/**
 * Unzips an EPUB at once (fflate, synchronous: far quicker than epubjs's own JSZip path, which reads every part
 * asynchronously) and answers epubjs's requests from the files, as epubjs's request() would: parsed XML for
 * xml/opf/ncx/xhtml/html, a typed Blob for 'blob', JSON, or text.
 */
export function memoryRequest(data: ArrayBuffer) {
  const files = unzipSync(new Uint8Array(data));
  const decoder = new TextDecoder();
  return async (url: string, type?: string): Promise<unknown> => {
    const { pathname } = new URL(url, window.location.origin);
    const path = decodeURIComponent(pathname.startsWith(GALLEY_BASE) ? pathname.slice(GALLEY_BASE.length) : pathname.replace(/^\//, ''));
    const bytes = files[path];
    if (!bytes) throw { status: 404, message: `${path} is not in the galley`, stack: new Error().stack };
    const kind = type || extensionOf(path);
    if (kind === 'blob') return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MEDIA_TYPES[extensionOf(path)] ?? 'application/octet-stream' });
    const text = decoder.decode(bytes);
    if (kind === 'xml' || kind === 'opf' || kind === 'ncx') return new DOMParser().parseFromString(text, 'text/xml');
    if (kind === 'xhtml') return new DOMParser().parseFromString(text, 'application/xhtml+xml');
    if (kind === 'html' || kind === 'htm') return new DOMParser().parseFromString(text, 'text/html');
    if (kind === 'json') return JSON.parse(text) as unknown;
    return text;
  };
}
