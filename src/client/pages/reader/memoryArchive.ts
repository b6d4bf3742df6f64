import { dataUrl } from '../../../sync/dataUrl.ts';
import { isPicturePage, picturePage, renderableItem, type ManifestItem } from './bookPaths.ts';
import { adobeKey, deobfuscate, idpfKey, OBFUSCATED_LENGTH, obfuscatedResources, IDPF_OBFUSCATION } from './fontObfuscation.ts';
import { readZipDirectory, type ZipEntry } from './zipDirectory.ts';

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

const ENCRYPTION = 'META-INF/encryption.xml';

/** Elements by local name, whatever their namespace (OPF and OCF files come with and without prefixes). */
const elements = (doc: Document | Element, name: string) => [...doc.getElementsByTagNameNS('*', name)];

/** The package's reading order made of items the reader shows: an item of another type is swapped for its fallback. */
function preferRenderableSpine(opf: Document): void {
  const manifest = new Map<string, ManifestItem>(
    elements(opf, 'item').map((item) => [
      item.getAttribute('id') ?? '',
      { type: item.getAttribute('media-type') ?? '', fallback: item.getAttribute('fallback') },
    ]),
  );
  for (const itemref of elements(opf, 'itemref')) {
    const idref = itemref.getAttribute('idref') ?? '';
    const shown = renderableItem(manifest, idref);
    if (shown !== idref) itemref.setAttribute('idref', shown);
  }
}

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
const notFound = (url: string) => Promise.reject({ message: `File not found in the epub: ${url}`, stack: new Error().stack });

/** Inflates raw deflate data: natively (DecompressionStream), else with fflate loaded on demand. */
async function inflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'function') {
    try {
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error; // no 'deflate-raw' here
    }
  }
  const { inflateSync } = await import('fflate');
  return inflateSync(data);
}

/**
 * The galley's zip read in memory, answering as epubjs's Archive does (same methods, same answers). Each file is
 * inflated when first asked for, natively: epubjs's own Archive reads through JSZip (script inflate, and every read
 * hops through several macrotasks). Paths are the archive's absolute ones ('/OEBPS/content.opf'). Blob URLs made
 * for the book's CSS and pictures are revoked on destroy.
 */
export class MemoryArchive {
  private entries: Map<string, ZipEntry>;
  private files = new Map<string, Promise<Uint8Array>>();
  private urlCache: Record<string, string> = {};
  private made: string[] = [];
  private decoder = new TextDecoder();
  /** How to undo each obfuscated font (by its path in the zip), read from META-INF/encryption.xml once. */
  private fonts?: Promise<Map<string, (bytes: Uint8Array) => Uint8Array>>;

  constructor(readonly data: Uint8Array<ArrayBuffer>) {
    this.entries = readZipDirectory(data);
  }

  /** The file's bytes, or undefined when the zip has no such file. */
  private bytes(url: string): Promise<Uint8Array> | undefined {
    const name = decodeURIComponent(url.slice(1));
    let file = this.files.get(name);
    if (!file) {
      const entry = this.entries.get(name);
      if (!entry) return undefined;
      file = this.inflated(entry);
      if (name !== ENCRYPTION && this.entries.has(ENCRYPTION)) {
        const inflated = file;
        file = this.obfuscatedFonts().then(async (fonts) => {
          const bytes = await inflated;
          return fonts.get(name)?.(bytes) ?? bytes;
        });
      }
      this.files.set(name, file);
    }
    return file;
  }

  private inflated(entry: ZipEntry): Promise<Uint8Array> {
    const raw = this.data.subarray(entry.start, entry.start + entry.compressedSize);
    return entry.method === 0 ? Promise.resolve(raw) : inflate(raw);
  }

  private async xml(name: string): Promise<Document | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    return new DOMParser().parseFromString(this.decoder.decode(await this.inflated(entry)), 'application/xml');
  }

  /**
   * The fonts META-INF/encryption.xml lists as obfuscated (IDPF or Adobe), each with its key: from the package's
   * unique identifier (IDPF) or its UUID identifier (Adobe). A font whose key cannot be made is left as it is.
   */
  private obfuscatedFonts(): Promise<Map<string, (bytes: Uint8Array) => Uint8Array>> {
    this.fonts ??= (async () => {
      const undo = new Map<string, (bytes: Uint8Array) => Uint8Array>();
      const encryption = await this.xml(ENCRYPTION);
      const listed = obfuscatedResources(
        elements(encryption ?? new Document(), 'EncryptedData').map((data) => ({
          algorithm: elements(data, 'EncryptionMethod')[0]?.getAttribute('Algorithm') ?? '',
          uri: elements(data, 'CipherReference')[0]?.getAttribute('URI') ?? '',
        })),
      );
      if (!listed.size) return undo;
      const container = await this.xml('META-INF/container.xml');
      const opfPath = container && elements(container, 'rootfile')[0]?.getAttribute('full-path');
      const opf = opfPath ? await this.xml(opfPath) : null;
      if (!opf) return undo;
      const uniqueId = opf.documentElement.getAttribute('unique-identifier');
      const identifiers = elements(opf, 'identifier');
      const unique = (identifiers.find((i) => uniqueId && i.getAttribute('id') === uniqueId) ?? identifiers[0])?.textContent ?? '';
      const idpf = await idpfKey(unique).catch(() => null);
      const adobe = adobeKey([unique, ...identifiers.map((i) => i.textContent ?? '')]);
      for (const [path, algorithm] of listed) {
        const key = algorithm === IDPF_OBFUSCATION ? idpf : adobe;
        if (key) undo.set(path, (bytes) => deobfuscate(bytes, key, OBFUSCATED_LENGTH[algorithm]));
        else console.warn(`no key to de-obfuscate ${path}`);
      }
      return undo;
    })().catch((error: unknown) => {
      console.warn('encryption.xml could not be read', error);
      return new Map();
    });
    return this.fonts;
  }

  async request(url: string, type?: string): Promise<unknown> {
    const kind = type || extensionOf(url);
    if (kind === 'blob') return this.getBlob(url) ?? notFound(url);
    // A picture in the reading order (asked for as a page, without a type): a page that shows it.
    if (!type && isPicturePage(url)) {
      if (!this.entries.has(decodeURIComponent(url.slice(1)))) return notFound(url);
      return new DOMParser().parseFromString(picturePage(url), 'application/xhtml+xml');
    }
    const bytes = await (this.bytes(url) ?? notFound(url));
    let text = this.decoder.decode(bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (kind === 'json') return JSON.parse(text) as unknown;
    if (kind === 'opf') {
      const opf = new DOMParser().parseFromString(text, 'text/xml');
      preferRenderableSpine(opf);
      return opf;
    }
    if (kind === 'xml' || kind === 'ncx') return new DOMParser().parseFromString(text, 'text/xml');
    if (kind === 'xhtml') return new DOMParser().parseFromString(text, 'application/xhtml+xml');
    if (kind === 'html' || kind === 'htm') return new DOMParser().parseFromString(text, 'text/html');
    return text;
  }

  getText(url: string): Promise<string> | undefined {
    return this.bytes(url)?.then((bytes) => this.decoder.decode(bytes));
  }

  getBlob(url: string, mimeType?: string): Promise<Blob> | undefined {
    const type = mimeType ?? MEDIA_TYPES[extensionOf(url)] ?? 'application/octet-stream';
    return this.bytes(url)?.then((bytes) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  }

  getBase64(url: string, mimeType?: string): Promise<string> | undefined {
    const type = mimeType ?? MEDIA_TYPES[extensionOf(url)] ?? 'application/octet-stream';
    return this.bytes(url)?.then((bytes) => dataUrl(bytes, type));
  }

  createUrl(url: string, options?: { base64?: boolean }): Promise<string> {
    const cached = this.urlCache[url];
    if (cached) return Promise.resolve(cached);
    if (options?.base64) {
      const made = this.getBase64(url);
      return made ? made.then((dataUrl) => (this.urlCache[url] = dataUrl)) : notFound(url);
    }
    const blob = this.getBlob(url);
    return blob ? blob.then((b) => (this.urlCache[url] = URL.createObjectURL(b))) : notFound(url);
  }

  /** A blob URL for text made from the book (a stylesheet with its references swapped), revoked on destroy. */
  textUrl(text: string, type: string): string {
    const url = URL.createObjectURL(new Blob([text], { type }));
    this.made.push(url);
    return url;
  }

  revokeUrl(url: string): void {
    const cached = this.urlCache[url];
    if (cached?.startsWith('blob:')) URL.revokeObjectURL(cached);
  }

  destroy(): void {
    for (const made of Object.values(this.urlCache)) if (made.startsWith('blob:')) URL.revokeObjectURL(made);
    for (const made of this.made) URL.revokeObjectURL(made);
    this.urlCache = {};
    this.made = [];
    this.files.clear();
  }
}
