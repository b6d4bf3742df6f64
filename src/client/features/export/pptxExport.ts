/**
 * The PowerPoint export (loaded on demand, with pptxgenjs, only when PowerPoint is chosen): one slide per title
 * with its cover (rasterised to PNG) fitted within 3.2 x 4.3 inches, its facts, description summary and deck label.
 */
import PptxGenJS from 'pptxgenjs';
import { coverBox, slideFacts, TEXT_BOXES, type SlideFactKey } from '../../../shared/domain/slideLayout.ts';
import { jacketUrl } from '../../lib/images.ts';
import { coverPng } from './coverPng.ts';
import type { ExportTitle } from './useExportFile.ts';

export const PPTX_FILE_NAME = 'list.pptx';

/** The slide's words, from the locale files. */
export interface SlideTexts {
  facts: Record<SlideFactKey, string>;
  by: (author: string) => string;
}

/** Covers read at once; the list's jacket size (450), so covers already seen come from the caches. */
const PARALLEL = 4;
const COVER_HEIGHT = 450;
const SUMMARY_MAX = 600;
const FONT = 'Arial';
const INK = '222222';
const LABEL_COLOURS = { FRONTLIST: '1F4E79', BACKLIST: '6B6B6B' } as const;

export async function buildPptx(titles: readonly ExportTitle[], texts: SlideTexts, onProgress: (done: number) => void): Promise<Blob> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9'; // 10 x 5.625 in, the SLIDE of slideLayout.ts
  const now = new Date();
  for (let start = 0; start < titles.length; start += PARALLEL) {
    const batch = titles.slice(start, start + PARALLEL);
    const covers = await Promise.all(batch.map((title) => coverPng(jacketUrl(title, COVER_HEIGHT))));
    batch.forEach((title, i) => {
      const slide = pptx.addSlide();
      const cover = covers[i];
      const box = cover ? coverBox(cover.width, cover.height) : null;
      if (cover && box) slide.addImage({ data: cover.data, ...box, altText: title.name });
      const { label, facts } = slideFacts(title, now);
      slide.addText(label, { ...TEXT_BOXES.label, fontFace: FONT, fontSize: 12, bold: true, color: LABEL_COLOURS[label], charSpacing: 2 });
      slide.addText(title.name, { ...TEXT_BOXES.title, fontFace: FONT, fontSize: 24, bold: true, color: INK, valign: 'top', fit: 'shrink' });
      slide.addText(title.author ? texts.by(title.author) : '', { ...TEXT_BOXES.author, fontFace: FONT, fontSize: 16, color: INK, valign: 'top' });
      slide.addText(
        facts.map(([key, value]) => ({ text: `${texts.facts[key]}: ${value}`, options: { breakLine: true } })),
        { ...TEXT_BOXES.details, fontFace: FONT, fontSize: 12, color: INK, valign: 'top', paraSpaceAfter: 2 },
      );
      const summary = title.summary?.trim();
      if (summary) {
        const text = summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : summary;
        slide.addText(text, { ...TEXT_BOXES.summary, fontFace: FONT, fontSize: 10, color: INK, valign: 'top', fit: 'shrink' });
      }
    });
    onProgress(start + batch.length);
  }
  return (await pptx.write({ outputType: 'blob', compression: true })) as Blob;
}
