import { describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { buildEpub } from '../../src/server/services/epub.ts';
import { coverSvg } from '../../src/server/services/covers.ts';
import { checkEpub, xmlProblems } from './epubCheck.ts';

const input = {
  isbn: '9798000000014',
  title: 'Salt & "Stone" <Vol. 1>',
  author: "Ada O'Neill",
  publisher: 'Harbor & Vine',
  modified: new Date('2026-03-04T05:06:07Z'),
  chapters: Array.from({ length: 6 }, (_, i) => ({ title: `Chapter ${i + 1}`, paragraphs: ['One & two.', 'Three < four.'] })),
  coverSvg: coverSvg({ sku: '9798000000014', title: 'Salt & Stone', author: 'Ada' }),
};

describe('buildEpub', () => {
  it('makes a valid EPUB 3: mimetype first and stored, container -> OPF, manifest complete, 5+ chapters', () => {
    const report = checkEpub(buildEpub(input));
    expect(report.problems).toEqual([]);
    expect(report.chapters).toBe(6);
    expect(report.opf).toContain('<dc:identifier id="bookid">urn:isbn:9798000000014</dc:identifier>');
    expect(report.opf).toContain('<dc:title>Salt &amp; &quot;Stone&quot; &lt;Vol. 1&gt;</dc:title>');
    expect(report.opf).toContain('<meta property="dcterms:modified">2026-03-04T05:06:07Z</meta>');
    expect(report.opf).toContain('properties="cover-image"');
    expect(strFromU8(report.files['OEBPS/nav.xhtml']!)).toContain('<a href="chapter-6.xhtml">Chapter 6</a>');
    expect(strFromU8(report.files['OEBPS/chapter-1.xhtml']!)).toContain('<p>Three &lt; four.</p>');
  });

  it('carries pictures: in the manifest, stored uncompressed, shown in their chapter', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8]);
    const chapters = input.chapters.map((c, i) => (i === 1 ? { ...c, picture: { href: 'images/plate-1.png', alt: 'Plate <1>' } } : c));
    const bytes = buildEpub({ ...input, chapters, images: [{ href: 'images/plate-1.png', mediaType: 'image/png', data: png }] });
    const report = checkEpub(bytes);
    expect(report.problems).toEqual([]);
    expect(report.opf).toContain('<item id="image-1" href="images/plate-1.png" media-type="image/png"/>');
    expect(report.files['OEBPS/images/plate-1.png']).toEqual(png);
    expect(strFromU8(report.files['OEBPS/chapter-2.xhtml']!)).toContain('<img src="images/plate-1.png" alt="Plate &lt;1&gt;"/>');
    expect(strFromU8(report.files['OEBPS/styles.css']!)).toContain('p.picture');
    // Stored (method 0): the picture's bytes appear as they are in the zip.
    expect(Buffer.from(bytes).includes(Buffer.from(png))).toBe(true);
    // A book without pictures keeps the styles (and bytes) it had.
    expect(strFromU8(checkEpub(buildEpub(input)).files['OEBPS/styles.css']!)).not.toContain('p.picture');
  });

  it("lays a 'nested' book out as publishers often do: text/, nav/ with hrefs relative to itself, the SVG cover first", () => {
    const chapters = input.chapters.map((c, i) => (i === 0 ? { ...c, picture: { href: 'images/plate-1.png', alt: 'Plate' } } : c));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const report = checkEpub(
      buildEpub({ ...input, chapters, images: [{ href: 'images/plate-1.png', mediaType: 'image/png', data: png }], layout: 'nested' }),
    );
    expect(report.problems).toEqual([]);
    expect(report.chapters).toBe(6);
    expect(report.opf).toContain('<item id="nav" href="nav/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>');
    expect(report.opf).toMatch(/<spine>\s*<itemref idref="cover-image" linear="yes"\/>/);
    expect(report.files['OEBPS/cover.xhtml']).toBeUndefined();
    expect(strFromU8(report.files['OEBPS/nav/nav.xhtml']!)).toContain('<a href="../text/chapter-6.xhtml">Chapter 6</a>');
    const first = strFromU8(report.files['OEBPS/text/chapter-1.xhtml']!);
    expect(first).toContain('href="../styles.css"');
    expect(first).toContain('<img src="../images/plate-1.png" alt="Plate"/>');
  });

  it('gives the same bytes for the same input', () => {
    expect(buildEpub(input)).toEqual(buildEpub(input));
  });
});

describe('xmlProblems', () => {
  it('finds unbalanced tags and bad entities', () => {
    expect(xmlProblems('<a><b></a>')).not.toEqual([]);
    expect(xmlProblems('<p>fish &chips;</p>')).toEqual(['bad entity &chips;']);
    expect(xmlProblems('<p>ok &amp; <br/> fine</p>')).toEqual([]);
  });
});

describe('checkEpub', () => {
  it('notices a compressed or misplaced mimetype', async () => {
    const { strToU8, zipSync } = await import('fflate');
    const compressed = zipSync({ mimetype: strToU8('application/epub+zip'.repeat(3)) }, { level: 9 });
    expect(checkEpub(compressed).problems).toContain('mimetype is compressed');
    const misplaced = zipSync({ 'a.txt': [strToU8('x'), { level: 0 }], mimetype: [strToU8('application/epub+zip'), { level: 0 }] });
    expect(checkEpub(misplaced).problems).toContain('first entry is a.txt, not mimetype');
  });
});
