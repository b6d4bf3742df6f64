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

/**
 * A reference inside the book resolved against the file it is written in: the file's path in the zip (absolute,
 * '/OEBPS/images/4.jpg', decoded) and what follows it ('#frag', '?q'); null for references with a scheme (blob:,
 * data:, https:), or fragments alone. `fromPath` is absolute too.
 */
export function resolveBookPath(ref: string, fromPath: string): { path: string; suffix: string } | null {
  const trimmed = ref.trim();
  if (!trimmed || trimmed.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  try {
    const resolved = new URL(trimmed, new URL(fromPath.replace(/^\/+/, ''), BASE));
    if (!resolved.href.startsWith(BASE)) return null;
    return { path: decodeURIComponent(resolved.pathname), suffix: resolved.search + resolved.hash };
  } catch {
    return null;
  }
}

const CSS_REFERENCE = /(@import\s+)(["'])([^"']*)\2|(url\(\s*)(["']?)([^"')]*?)\5(\s*\))/gi;

/**
 * A stylesheet's references (url(...) and @import "...") resolved against the stylesheet's own path and swapped for
 * what `replace` answers for that path (a blob URL), fragments kept; references it has no answer for stay as written.
 */
export function rewriteCssUrls(css: string, cssPath: string, replace: (path: string) => string | undefined): string {
  return css.replace(
    CSS_REFERENCE,
    (match, importAt?: string, importQuote?: string, importRef?: string, urlOpen?: string, urlQuote?: string, urlRef?: string, urlClose?: string) => {
      const ref = importAt !== undefined ? importRef! : urlRef!;
      const resolved = resolveBookPath(ref, cssPath);
      const replacement = resolved && replace(resolved.path);
      if (!resolved || !replacement) return match;
      const url = replacement + (resolved.suffix.startsWith('#') ? resolved.suffix : '');
      return importAt !== undefined ? `${importAt}${importQuote}${url}${importQuote}` : `${urlOpen}${urlQuote}${url}${urlQuote}${urlClose}`;
    },
  );
}

/** The reading-order media types the reader shows: documents, and pictures (shown as a page). */
const RENDERABLE = new Set(['application/xhtml+xml', 'text/html', 'image/svg+xml', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export interface ManifestItem {
  type: string;
  fallback?: string | null;
}

/**
 * The manifest item to show for a reading-order item: itself when the reader shows its media type, else the first
 * item of its fallback chain that it does (EPUB: a reading-order item of another type names a fallback). A chain
 * that loops or ends without one: the item itself.
 */
export function renderableItem(manifest: ReadonlyMap<string, ManifestItem>, id: string): string {
  const seen = new Set<string>();
  for (let at: string | null | undefined = id; at && !seen.has(at); at = manifest.get(at)?.fallback) {
    seen.add(at);
    const item = manifest.get(at);
    if (!item) break;
    if (RENDERABLE.has(item.type.trim().toLowerCase().split(';')[0]!)) return at;
  }
  return id;
}
