import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { SlideFactKey } from '../../../shared/domain/slideLayout.ts';
import { useExportFile, type ExportTitle } from './useExportFile.ts';

/** The dialog closes this long after the file has been taken (seed 2: about 200 ms). */
export const CLOSE_AFTER_DOWNLOAD_MS = 200;

const FACT_KEYS: SlideFactKey[] = ['imprint', 'format', 'pubDate', 'price', 'pages', 'isbn', 'category'];

/** The Export To section: Excel or PowerPoint, then preparing, Download Ready (or a failure with Back). */
export function ExportTo({ titles, onClose }: { titles: readonly ExportTitle[]; onClose: () => void }) {
  const { t } = useTranslation('export');
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const slideTexts = {
    facts: Object.fromEntries(FACT_KEYS.map((key) => [key, t(`export.slide.${key}`)])) as Record<SlideFactKey, string>,
    by: (author: string) => t('export.slide.by', { author }),
  };
  const { state, start, reset } = useExportFile(titles, slideTexts);

  // Each step puts the keyboard focus on its own control or status, so it is not lost with the previous step's button.
  useEffect(() => {
    if (state.step !== 'choose' || document.activeElement === document.body) {
      body.current?.querySelector<HTMLElement>('[data-autofocus], button')?.focus();
    }
  }, [state.step]);

  return (
    <section className="export-to" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('export.exportTo')}</h3>
      <div ref={body} aria-live="polite">
        {state.step === 'choose' ? (
          <div className="export-choices">
            <button type="button" className="export-choice" onClick={() => void start('excel')}>
              {t('export.excel')}
            </button>
            <button type="button" className="export-choice" onClick={() => void start('powerPoint')}>
              {t('export.powerPoint')}
            </button>
          </div>
        ) : state.step === 'preparing' ? (
          <p className="export-status" tabIndex={-1} data-autofocus>
            <span className="export-spinner" aria-hidden="true" />
            {state.target === 'powerPoint' && state.done > 0
              ? t('export.preparingSlides', { done: state.done, total: titles.length })
              : t('export.preparing')}
          </p>
        ) : state.step === 'ready' ? (
          <div className="export-ready">
            <p className="export-ready-title">{t('export.ready')}</p>
            <a
              className="export-download"
              href={state.url}
              download={state.fileName}
              data-autofocus
              onClick={() => window.setTimeout(onClose, CLOSE_AFTER_DOWNLOAD_MS)}
            >
              {t('export.download', { fileName: state.fileName })}
            </a>
          </div>
        ) : (
          <div className="export-failed" role="alert">
            <p>{state.offline ? t('export.failedOffline') : t('export.failed')}</p>
            <button type="button" className="export-choice" data-autofocus onClick={reset}>
              {t('export.back')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
