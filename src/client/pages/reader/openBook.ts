import { Book } from 'epubjs';
import { substituteUrls } from './bookPaths.ts';
import { archivePath, makeBlobUrls, replaceDocumentUrls, type BookInternals } from './bookUrls.ts';
import { MemoryArchive } from './memoryArchive.ts';

/** epubjs's spine hooks the reader registers on (not in its types). */
export interface SpineWithHooks {
  hooks: {
    serialize: { register(hook: (output: string, section: { output: string; url: string }) => void): void };
    content: { register(hook: (doc: Document, section: { url: string }) => void): void };
  };
}

/**
 * Starts reading an EPUB from its bytes, with no page yet (`opened` answers when it can be rendered): read in memory
 * (MemoryArchive, instead of epubjs's JSZip reads) and parsed (container, package, navigation) while the page is
 * still being set up. No network: the book's CSS and pictures become blob URLs, as epubjs does for an archive
 * (makeBlobUrls), and each chapter's references are swapped for them as it loads (replaceDocumentUrls).
 */
export function openBook(data: ArrayBuffer): { book: Book; opened: Promise<unknown> } {
  const book = new Book();
  const internals = book as unknown as BookInternals & {
    unarchive(input: ArrayBuffer): Promise<unknown>;
    replacements(): Promise<unknown>;
  };
  let archive: MemoryArchive | undefined;
  internals.unarchive = (input) => {
    archive = new MemoryArchive(new Uint8Array(input));
    book.archive = archive as unknown as Book['archive'];
    return Promise.resolve(book.archive);
  };
  let blobs = new Map<string, string>();
  const spine = book.spine as unknown as SpineWithHooks;
  spine.hooks.content.register((doc, section) => replaceDocumentUrls(doc, archivePath(section.url), (path) => blobs.get(path)));
  // Called by epubjs once the package is read; the book opens when its files have their blob URLs.
  internals.replacements = async () => {
    const resources = internals.resources;
    if (!resources || !archive) return;
    // What a chapter's DOM still names (an unusual attribute): swapped as whole references ('4.jpg' is not in '14.jpg').
    resources.substitute = (content, url) => substituteUrls(content, url ? resources.relativeTo(url) : resources.urls, resources.replacementUrls);
    spine.hooks.serialize.register((output, section) => {
      section.output = resources.substitute(output, section.url);
    });
    blobs = await makeBlobUrls(resources, archive);
  };
  const opened = book.open(data, 'binary').then(() => book.opened);
  void opened.then(
    () => performance.mark('reader:bookOpened'),
    () => undefined,
  );
  return { book, opened };
}
