import path from 'node:path/posix';
import { Unzip, UnzipInflate, unzipSync, type UnzipFileInfo } from 'fflate';
import { EPUB_MAX_ENTRIES, EPUB_MAX_UNCOMPRESSED_BYTES } from '../../shared/contracts/publisherImport.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { child, childrenNamed, parseXml, textOf, XmlError, type XmlElement } from './xmlTree.ts';

/** The problem's field: the uploaded file. */
export const EPUB_FIELD = 'epub';
const CONTAINER = 'META-INF/container.xml';
/** container.xml and the OPF are kept for reading; larger ones are refused. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;
const MB = 1024 * 1024;

export interface CheckedEpub {
  title: string;
  identifier: string;
  /** The cover picture's path inside the zip, '' when the OPF names none. */
  coverImage: string;
}

const refuse = (message: string, status = 422) => fieldProblem(EPUB_FIELD, message, status);
const tooLarge = () => refuse(`the EPUB unpacks to more than ${EPUB_MAX_UNCOMPRESSED_BYTES / MB} MB (a zip bomb?)`, 413);

/** An entry name that would land outside the book when unpacked: '..' segments, absolute paths, backslashes, drives. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    // eslint-disable-next-line no-control-regex -- control characters in a file name are refused on purpose
    /[\u0000-\u001f]/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

/** The central directory: entry count, names and declared sizes, checked before anything is inflated. */
function listEntries(bytes: Uint8Array): UnzipFileInfo[] {
  const entries: UnzipFileInfo[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries.push(file);
        declared += file.originalSize;
        if (entries.length > EPUB_MAX_ENTRIES) throw refuse(`the EPUB holds more than ${EPUB_MAX_ENTRIES} files`, 413);
        if (declared > EPUB_MAX_UNCOMPRESSED_BYTES) throw tooLarge();
        if (isUnsafeEntryName(file.name)) throw refuse(`unsafe path in the EPUB: "${file.name.slice(0, 200)}"`);
        if (file.compression !== 0 && file.compression !== 8) throw refuse(`"${file.name.slice(0, 200)}" uses an unsupported compression method`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpProblem') throw error;
    throw refuse('not an EPUB: the file is not a zip archive');
  }
  if (entries.length === 0) throw refuse('not an EPUB: the zip archive is empty');
  return entries;
}

class Stop extends Error {}

/** Inflates every entry, counting the bytes actually produced (stopping past the limit); keeps container.xml and OPF files. */
function inflateAll(bytes: Uint8Array): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  let problem: Error | null = null;
  const unzip = new Unzip((file) => {
    if (isUnsafeEntryName(file.name)) {
      problem = refuse(`unsafe path in the EPUB: "${file.name.slice(0, 200)}"`);
      throw new Stop();
    }
    const keep = file.name === CONTAINER || file.name.toLowerCase().endsWith('.opf');
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (problem) throw new Stop();
      if (error) {
        problem = refuse(`not an EPUB: "${file.name.slice(0, 200)}" is damaged`);
        throw new Stop();
      }
      total += chunk.length;
      size += chunk.length;
      if (total > EPUB_MAX_UNCOMPRESSED_BYTES) {
        problem = tooLarge();
        throw new Stop();
      }
      if (keep) {
        if (size > MAX_KEPT_BYTES) {
          problem = refuse(`"${file.name.slice(0, 200)}" is larger than ${MAX_KEPT_BYTES / MB} MB`, 413);
          throw new Stop();
        }
        parts.push(chunk);
        if (final) kept.set(file.name, Buffer.concat(parts));
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += 1024 * 1024) unzip.push(bytes.subarray(at, at + 1024 * 1024), at + 1024 * 1024 >= bytes.length);
  } catch {
    if (problem) throw problem;
    throw refuse('not an EPUB: the zip archive is damaged');
  }
  if (problem) throw problem;
  return kept;
}

function xmlOf(kept: Map<string, Uint8Array>, name: string, what: string): XmlElement {
  const bytes = kept.get(name);
  if (!bytes) throw refuse(`not an EPUB: ${what} (${name.slice(0, 200)}) is missing`);
  try {
    return parseXml(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof XmlError) throw refuse(`not an EPUB: ${what} is not well-formed XML (${error.message.slice(0, 200)})`);
    throw error;
  }
}

/** A manifest href resolved against the OPF's folder; null when it leaves the book. */
function resolveHref(opfPath: string, href: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split('#')[0] ?? '');
  } catch {
    return null;
  }
  const joined = path.normalize(path.join(path.dirname(opfPath), decoded));
  return joined.startsWith('../') || joined.startsWith('/') || isUnsafeEntryName(joined) ? null : joined;
}

/**
 * Checks an EPUB as the reader opens it: a zip without unsafe paths or bomb sizes, META-INF/container.xml naming the
 * OPF, the OPF with a spine whose items are in the manifest and in the zip. Refuses with a 4xx naming the field.
 */
export function checkEpub(bytes: Uint8Array): CheckedEpub {
  const names = new Set(listEntries(bytes).map((e) => e.name));
  const kept = inflateAll(bytes);
  const container = xmlOf(kept, CONTAINER, 'the container');
  const rootfile = child(child(container, 'rootfiles'), 'rootfile');
  const opfPath = rootfile?.attrs['full-path'] ?? '';
  if (!opfPath) throw refuse('not an EPUB: META-INF/container.xml names no rootfile');
  if (isUnsafeEntryName(opfPath)) throw refuse(`unsafe path in the EPUB: "${opfPath.slice(0, 200)}"`);
  const opf = xmlOf(kept, opfPath, 'the package document (OPF)');
  if (opf.name !== 'package') throw refuse('not an EPUB: the OPF has no <package>');
  const metadata = child(opf, 'metadata');
  const items = new Map(childrenNamed(child(opf, 'manifest'), 'item').map((i) => [i.attrs.id ?? '', i]));
  const spine = childrenNamed(child(opf, 'spine'), 'itemref');
  if (spine.length === 0) throw refuse('not an EPUB: the OPF has no spine (the reader would have nothing to open)');
  for (const ref of spine) {
    const item = items.get(ref.attrs.idref ?? '');
    if (!item) throw refuse(`not an EPUB: the spine names "${(ref.attrs.idref ?? '').slice(0, 100)}", which is not in the manifest`);
    const href = resolveHref(opfPath, item.attrs.href ?? '');
    if (href === null) throw refuse(`unsafe path in the EPUB: "${(item.attrs.href ?? '').slice(0, 200)}"`);
    if (!names.has(href)) throw refuse(`not an EPUB: the spine's file "${href.slice(0, 200)}" is missing`);
  }
  const coverId = childrenNamed(metadata, 'meta').find((m) => m.attrs.name === 'cover')?.attrs.content;
  const coverItem = [...items.values()].find((i) => (i.attrs.properties ?? '').split(/\s+/).includes('cover-image')) ?? items.get(coverId ?? '');
  let coverImage = '';
  if (coverItem) {
    const href = resolveHref(opfPath, coverItem.attrs.href ?? '');
    if (href === null) throw refuse(`unsafe path in the EPUB: "${(coverItem.attrs.href ?? '').slice(0, 200)}"`);
    if (!names.has(href)) throw refuse(`not an EPUB: the cover image "${href.slice(0, 200)}" is missing`);
    coverImage = href;
  }
  return {
    title: textOf(child(metadata, 'title')).slice(0, 500),
    identifier: textOf(child(metadata, 'identifier')).slice(0, 200),
    coverImage: coverImage.slice(0, 1000),
  };
}
