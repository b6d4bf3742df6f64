/**
 * Paths inside an EPUB, where epubjs 0.3.93 gets them wrong on books publishers ship (issue 21):
 * - a contents entry's href is relative to the navigation document, which may sit in a folder of its own
 *   ('OEBPS/nav/nav.xhtml' with '../text/ch1.xhtml'), while the reading order knows hrefs relative to the package;
 * - the book's pictures are swapped for blob URLs by plain text replacement, so '4.jpg' also matched inside
 *   '14.jpg' (the page then asked for '1blob:...');
 * - a reading-order item may be a picture (a comic's page, an SVG cover), which the reader must wrap in a page.
 */

const BASE = 'http://book.invalid/';

/** A contents href made relative to the package, from the navigation document's own path (relative to the package). */
export function resolveTocHref(navPath: string | undefined, href: string): string {
  if (!navPath || !href || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  try {
    const resolved = new URL(href, new URL(navPath, BASE));
    if (!resolved.href.startsWith(BASE)) return href;
    return decodeURIComponent(resolved.pathname.slice(1)) + resolved.hash;
  } catch {
    return href;
  }
}

const escapeRegExp = (text: string) => text.replace(/[-[\]{}()*+?.,\\^$|#\s/]/g, '\\$&');

/**
 * Replaces each url by its replacement where it stands as a whole reference: after a quote, '(', '=', whitespace or
 * the start, and before a quote, ')', '#', '?', whitespace or the end. Longer urls first, so 'a/14.jpg' is never
 * taken for '4.jpg'.
 */
export function substituteUrls(content: string, urls: readonly string[], replacements: readonly string[]): string {
  const pairs = urls
    .map((url, i) => ({ url, replacement: replacements[i] }))
    .filter((p): p is { url: string; replacement: string } => !!p.url && !!p.replacement)
    .sort((a, b) => b.url.length - a.url.length);
  if (!pairs.length) return content;
  const byUrl = new Map(pairs.map((p) => [p.url, p.replacement]));
  const pattern = new RegExp(`(^|["'(=\\s])(${pairs.map((p) => escapeRegExp(p.url)).join('|')})(?=["')#?\\s]|$)`, 'g');
  return content.replace(pattern, (_match, before: string, url: string) => `${before}${byUrl.get(url) ?? url}`);
}

const IMAGE_TYPES: Record<string, string> = { png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', svg: 'image' };

/** Whether a reading-order file is a picture (by its extension). */
export function isPicturePage(path: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return extension in IMAGE_TYPES;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page that shows a reading-order picture, fitted to the page (its src relative to the page: the file's name). */
export function picturePage(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    '<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title></title>' +
    '<style>html,body{margin:0;padding:0;height:100%}body{display:flex;align-items:center;justify-content:center}' +
    'img{max-width:100%;max-height:100vh;object-fit:contain}</style></head>' +
    `<body><img src="${escapeAttribute(name)}" alt=""/></body></html>`
  );
}
