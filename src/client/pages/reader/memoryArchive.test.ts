import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MemoryArchive } from './memoryArchive.ts';

const css = 'body{margin:1em}'.repeat(50);
const zip = zipSync({
  mimetype: [strToU8('application/epub+zip'), { level: 0 }],
  'OEBPS/styles.css': strToU8(css),
  'OEBPS/images/a b.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg"/>'),
});

describe('MemoryArchive', () => {
  const archive = new MemoryArchive(zip as Uint8Array<ArrayBuffer>);

  it('answers stored and deflated files by their absolute path, as text', async () => {
    expect(await archive.getText('/mimetype')).toBe('application/epub+zip');
    expect(await archive.getText('/OEBPS/styles.css')).toBe(css);
    expect(await archive.request('/OEBPS/styles.css')).toBe(css);
  });

  it('answers typed blobs, also for URL-encoded names', async () => {
    const blob = await archive.getBlob('/OEBPS/images/a%20b.svg');
    expect(blob?.type).toBe('image/svg+xml');
    expect(await blob?.text()).toContain('<svg');
  });

  it('tells a missing file: undefined from the getters, a rejection from request', async () => {
    expect(archive.getText('/OEBPS/none.css')).toBeUndefined();
    await expect(archive.request('/OEBPS/none.xhtml')).rejects.toMatchObject({ message: expect.stringContaining('/OEBPS/none.xhtml') });
  });
});
