import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../../shared/contracts/titles.ts';
import { buildExportCsv, EXPORT_CSV_FILE_NAME } from '../../../shared/domain/exportCsv.ts';
import type { SlideTexts } from './pptxExport.ts';

/** A title to export, with its description summary when the app already holds it. */
export type ExportTitle = Product & { summary?: string };

export type ExportTarget = 'excel' | 'powerPoint';

export type ExportState =
  | { step: 'choose' }
  | { step: 'preparing'; target: ExportTarget; done: number }
  | { step: 'ready'; target: ExportTarget; url: string; fileName: string }
  | { step: 'failed'; target: ExportTarget; offline: boolean };

/** The seed's simulated wait before the CSV file is offered. */
export const CSV_PREPARE_MS = 750;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Makes the export file on the client from titles already read: Excel is list.csv (UTF-8 with a byte order mark,
 * so Excel reads accents), offered after a simulated 750 ms; PowerPoint is list.pptx, made by the lazily loaded
 * pptxExport module. Nothing here calls the API.
 */
export function useExportFile(titles: readonly ExportTitle[], slideTexts: SlideTexts) {
  const [state, setState] = useState<ExportState>({ step: 'choose' });
  const run = useRef(0);

  useEffect(
    () => () => {
      run.current += 1; // a run still going when the dialog closes is dropped
    },
    [],
  );
  const url = state.step === 'ready' ? state.url : null;
  useEffect(() => {
    if (!url) return;
    // Revoked a while after the dialog closes, once the browser has read the file.
    return () => void window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [url]);

  async function start(target: ExportTarget) {
    const id = (run.current += 1);
    const live = () => run.current === id;
    setState({ step: 'preparing', target, done: 0 });
    try {
      let file: Blob;
      let fileName: string;
      if (target === 'excel') {
        file = new Blob(['\uFEFF', buildExportCsv(titles)], { type: 'text/csv;charset=utf-8' });
        fileName = EXPORT_CSV_FILE_NAME;
        await wait(CSV_PREPARE_MS);
      } else {
        const pptx = await import('./pptxExport.ts');
        file = await pptx.buildPptx(titles, slideTexts, (done) => live() && setState({ step: 'preparing', target, done }));
        fileName = pptx.PPTX_FILE_NAME;
      }
      if (live()) setState({ step: 'ready', target, url: URL.createObjectURL(file), fileName });
    } catch (error) {
      console.error('export failed', error);
      if (live()) setState({ step: 'failed', target, offline: !navigator.onLine });
    }
  }

  return { state, start, reset: () => setState({ step: 'choose' }) };
}
