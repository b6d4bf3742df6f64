/** A book's assets as blob URLs, and the rewriting of every loading reference in a chapter against its own path. */
import { resolveBookPath, rewriteCssUrls } from './bookPaths.ts';
import type { MemoryArchive } from './memoryArchive.ts';

/** epubjs's internals the reader reaches into (packaging paths, resources). */
export interface BookInternals {
  packaging?: { navPath?: string; ncxPath?: string };
  resources?: {
    urls: string[];
    cssUrls: string[];
    replacementUrls: string[];
    settings: { resolver(href: string): string };
    relativeTo(absolute: string): string[];
    substitute(content: string, url?: string): string;
  };
}

/** A path as the archive knows it ('/OEBPS/images/4.jpg') from what epubjs's resolver answers. */
export const archivePath = (resolved: string) => resolveBookPath(resolved.replace(/^[a-z]+:\/\/[^/]*/i, ''), '/')?.path ?? resolved;

const XLINK = 'http://www.w3.org/1999/xlink';
/** Attributes that load a file of the book (links, <a href>, are epubjs's to follow). */
const LOADING_ATTRIBUTES = ['src', 'href', 'data', 'poster'];

/**
 * A srcset ('a.jpg 1x, b.jpg 2x', 'small.png 300w, big.png 600w') with each candidate's URL passed through `swap`,
 * its descriptor kept.
 */
export function rewriteSrcset(srcset: string, swap: (ref: string) => string): string {
  const candidates: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at]!)) at++;
    if (at >= srcset.length) break;
    let end = at;
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end++;
    let url = srcset.slice(at, end);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      at = end;
    } else {
      const comma = srcset.indexOf(',', end);
      const stop = comma < 0 ? srcset.length : comma;
      descriptor = srcset.slice(end, stop).trim();
      at = stop + 1;
    }
    candidates.push(descriptor ? `${swap(url)} ${descriptor}` : swap(url));
  }
  return candidates.join(', ');
}

/**
 * Swaps every reference to a file of the book in a chapter's document for its blob URL, each resolved against the
 * chapter's own path (so './img/4.jpg', '../images/4.jpg' and 'img/4.jpg' are each found, and '4.jpg' is never taken
 * for '14.jpg'): src, href (SVG <image> too), xlink:href, data, poster, each srcset candidate (<img>, <picture>'s
 * <source>), inline styles and <style>. References to files the book does not have stay as they are.
 */
export function replaceDocumentUrls(doc: Document, docPath: string, blobOf: (path: string) => string | undefined): void {
  const swap = (ref: string) => {
    const resolved = resolveBookPath(ref, docPath);
    const blob = resolved && blobOf(resolved.path);
    return blob ? blob + (resolved.suffix.startsWith('#') ? resolved.suffix : '') : null;
  };
  for (const element of doc.getElementsByTagName('*')) {
    const link = element.localName === 'a' || element.localName === 'area';
    for (const name of LOADING_ATTRIBUTES) {
      if (link && name === 'href') continue;
      const value = element.getAttribute(name);
      const blob = value && swap(value);
      if (blob) element.setAttribute(name, blob);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset)
      element.setAttribute(
        'srcset',
        rewriteSrcset(srcset, (ref) => swap(ref) ?? ref),
      );
    const xlink = !link && element.getAttributeNS(XLINK, 'href');
    const xlinkBlob = xlink && swap(xlink);
    if (xlinkBlob) element.setAttributeNS(XLINK, 'xlink:href', xlinkBlob);
    const style = element.getAttribute('style');
    if (style?.includes('url(')) element.setAttribute('style', rewriteCssUrls(style, docPath, blobOf));
    if (element.localName === 'style' && element.textContent) element.textContent = rewriteCssUrls(element.textContent, docPath, blobOf);
  }
}

/**
 * The book's files as blob URLs (epubjs's Resources.replacements and replaceCss, done again): every asset of the
 * manifest by its path; each stylesheet with its url() and @import references resolved against the stylesheet itself,
 * the stylesheets it imports made first (so their own references resolve too). A file that cannot be read has no URL,
 * and the others keep their places (epubjs dropped it from the list, shifting every URL after it onto the wrong file).
 */
export async function makeBlobUrls(resources: NonNullable<BookInternals['resources']>, archive: MemoryArchive): Promise<Map<string, string>> {
  const paths = resources.urls.map((href) => archivePath(resources.settings.resolver(href)));
  const cssPaths = new Set(resources.cssUrls.map((href) => archivePath(resources.settings.resolver(href))));
  const blobs = new Map<string, string>();
  await Promise.all(
    paths.map(async (path) => {
      if (cssPaths.has(path)) return;
      const url = await archive.createUrl(path).catch((error: unknown) => console.warn('a file of the book could not be read', path, error));
      if (url) blobs.set(path, url);
    }),
  );
  const stylesheets = new Map<string, Promise<string | undefined>>();
  const stylesheet = (path: string, importedBy: readonly string[]): Promise<string | undefined> => {
    let made = stylesheets.get(path);
    if (!made) {
      made = (async () => {
        const text = await archive.getText(path);
        if (text === undefined) return undefined;
        const imports: string[] = [];
        rewriteCssUrls(text, path, (p) => void (cssPaths.has(p) && !importedBy.includes(p) && p !== path && imports.push(p)));
        const importedUrls = new Map<string, string>();
        for (const imported of imports) {
          const url = await stylesheet(imported, [...importedBy, path]);
          if (url) importedUrls.set(imported, url);
        }
        return archive.textUrl(
          rewriteCssUrls(text, path, (p) => importedUrls.get(p) ?? blobs.get(p)),
          'text/css',
        );
      })().catch((error: unknown) => {
        console.warn('a stylesheet of the book could not be read', path, error);
        return undefined;
      });
      stylesheets.set(path, made);
    }
    return made;
  };
  for (const path of cssPaths) {
    const url = await stylesheet(path, []);
    if (url) blobs.set(path, url);
  }
  resources.replacementUrls = paths.map((path) => blobs.get(path) ?? '');
  return blobs;
}
