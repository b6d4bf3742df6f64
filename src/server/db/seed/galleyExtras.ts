import { strToU8, zipSync } from 'fflate';
import { REVIEW_COPY_FORMAT } from '../../../shared/domain/reviewCopyFormats.ts';
import { PUBLISHERS } from './catalogData.ts';
import { downloadUri, type FormatRow, type GalleyFileRow } from './galleyRows.ts';
import type { GeneratedTitle } from './titles.ts';

const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

/** A one-page PDF 1.4 with the title and author in Helvetica (ASCII only), with a correct xref table. */
export function tinyPdf(title: string, author: string): Uint8Array {
  const text = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 24 Tf 72 700 Td (${text(title)}) Tj 0 -36 Td /F1 14 Tf (${text(author)}) Tj 0 -36 Td (Demo review copy: PDF edition) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

/** About half a second of silence as MPEG-1 Layer III (128 kbit/s, 44.1 kHz, mono): 20 frames of 417 bytes. */
export function silentMp3(frames = 20): Uint8Array {
  const FRAME = 417;
  const bytes = new Uint8Array(FRAME * frames);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0xc4], i * FRAME);
  return bytes;
}

type Extra = 'pdf' | 'audio' | 'external';
/**
 * Extra formats by rank among the live galleys of an approval mode, in title order. The demo account's requests take
 * the first live titles of each mode in that order (seed/requests.ts), so its approved titles offer audio (rank 0)
 * and an external URL (rank 1).
 */
const EXTRAS_BY_RANK: Extra[][] = [['pdf', 'audio'], ['external'], ['pdf'], ['audio'], ['pdf', 'external']];

/**
 * More formats for some galley titles, so the download modal's every step has demo data: PDF 3, audio mp3 11 (one
 * chapter, with audioZipUrl and sizes) and its audio zip 12, and an external URL 1000 (no file: it opens the
 * publisher's page). Added after the EPUB (and Kindle) entries, which stay as they are. Deterministic.
 */
export function extraGalleyFormats(titles: GeneratedTitle[], formats: FormatRow[], now: Date): { formats: FormatRow[]; files: GalleyFileRow[] } {
  const bySku = new Map<string, FormatRow[]>();
  for (const f of formats) bySku.set(f.sku, [...(bySku.get(f.sku) ?? []), f]);
  const rankByApproval = new Map<string, number>();
  const out = { formats: [] as FormatRow[], files: [] as GalleyFileRow[] };
  for (const t of titles) {
    const own = bySku.get(t.row.sku);
    const base = own?.[0];
    if (!base || (base.drcExpirationDate && base.drcExpirationDate <= now)) continue;
    const approval = PUBLISHERS[t.publisherIndex]!.approval;
    const rank = rankByApproval.get(approval) ?? 0;
    rankByApproval.set(approval, rank + 1);
    let position = own.length;
    const add = (format: number, fields: Partial<FormatRow>, file?: { mediaType: string; fileName: string; bytes: Uint8Array }) => {
      const resourceId = `${t.row.sku}-${format}`;
      out.formats.push({
        resourceId,
        sku: t.row.sku,
        format,
        resourceUri: downloadUri(resourceId),
        drmMethod: base.drmMethod,
        drcExpirationDate: base.drcExpirationDate,
        drcExpirationDays: base.drcExpirationDays,
        position: position++,
        ...fields,
      });
      if (file) out.files.push({ resourceId, sku: t.row.sku, format, ...file, size: file.bytes.byteLength });
    };
    for (const extra of EXTRAS_BY_RANK[rank] ?? []) {
      if (extra === 'pdf') {
        add(REVIEW_COPY_FORMAT.pdf, {}, { mediaType: 'application/pdf', fileName: `${t.row.sku}.pdf`, bytes: tinyPdf(t.row.name, t.row.author) });
      } else if (extra === 'audio') {
        const mp3 = silentMp3();
        const chapter = `${t.row.sku}-chapter-1.mp3`;
        const zip = zipSync({ [chapter]: [mp3, { level: 0, mtime: ZIP_MTIME }] });
        const zipUri = downloadUri(`${t.row.sku}-${REVIEW_COPY_FORMAT.audioZip}`);
        const audio = {
          audioZipUrl: zipUri,
          audioZipFileSize: zip.byteLength,
          audioChapterUrlByChapter: { '1': downloadUri(`${t.row.sku}-${REVIEW_COPY_FORMAT.audioMp3}`) },
          audioChapterFileSizeByChapter: { '1': mp3.byteLength },
        };
        add(REVIEW_COPY_FORMAT.audioMp3, audio, { mediaType: 'audio/mpeg', fileName: chapter, bytes: mp3 });
        add(REVIEW_COPY_FORMAT.audioZip, audio, { mediaType: 'application/zip', fileName: `${t.row.sku}-audio.zip`, bytes: zip });
      } else {
        add(REVIEW_COPY_FORMAT.externalUrl, { resourceUri: `https://www.example.com/galleys/${t.row.sku}` });
      }
    }
  }
  return out;
}
