/** A file of a zip: how it is stored (0 stored, 8 deflated) and where its data starts and ends. */
export interface ZipEntry {
  method: number;
  start: number;
  compressedSize: number;
}

const u16 = (view: DataView, at: number) => view.getUint16(at, true);
const u32 = (view: DataView, at: number) => view.getUint32(at, true);

/**
 * The files of a zip by name, from its central directory (no data is inflated here). Throws on what an EPUB never
 * is: not a zip, zip64, encrypted entries, or methods other than stored and deflate.
 */
export function readZipDirectory(zip: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  while (end >= lowest && u32(view, end) !== 0x06054b50) end--;
  if (end < lowest) throw new Error('not a zip file');
  const count = u16(view, end + 10);
  let at = u32(view, end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error('zip64 is not supported');
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (u32(view, at) !== 0x02014b50) throw new Error('bad zip central directory');
    const flags = u16(view, at + 8);
    const method = u16(view, at + 10);
    const compressedSize = u32(view, at + 20);
    const nameLength = u16(view, at + 28);
    const extraLength = u16(view, at + 30);
    const commentLength = u16(view, at + 32);
    const local = u32(view, at + 42);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new Error(`${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new Error(`${name}: zip method ${method} is not supported`);
    if (u32(view, local) !== 0x04034b50) throw new Error('bad zip local header');
    const start = local + 30 + u16(view, local + 26) + u16(view, local + 28);
    if (!name.endsWith('/')) entries.set(name, { method, start, compressedSize });
  }
  return entries;
}
