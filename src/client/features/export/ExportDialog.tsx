import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { NetworkError } from '../../lib/api.ts';
import type { TitleListRequest, TitleSource } from '../../entities/titleList/queries.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { productQuery } from '../../entities/title/queries.ts';
import { ExportTo } from './ExportTo.tsx';
import { exportTitlesQuery } from './queries.ts';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import type { ExportTitle } from './useExportFile.ts';
import './export.css';

/** Jackets the reading dialog shows at most: more than the dialog's width holds. */
const EXPORT_SKELETON_JACKETS = 10;

interface ExportDialogProps {
  source: TitleSource;
  request: TitleListRequest;
  /** The selected skus in selection order; none means every title of the list. */
  selected: readonly string[];
  /** The number of titles shown in the heading until they are read. */
  expectedCount: number;
  onClose: () => void;
}

/**
 * The Export dialog of seed 2: 700 px wide (full width on phones), 'Export Information for N titles', jacket
 * thumbnails and Export To Excel or PowerPoint. It reads the titles once; the files are then made without the network.
 */
export function ExportDialog({ source, request, selected, expectedCount, onClose }: ExportDialogProps) {
  const { t } = useTranslation('export');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const read = useQuery(exportTitlesQuery(source, request, selected));
  useModalFocus(panel, closeButton, onClose);

  // A summary is on the slide when the app already holds the title's details (its title page was opened).
  const titles = useMemo<ExportTitle[] | undefined>(
    () => read.data?.map((title) => ({ ...title, summary: queryClient.getQueryData(productQuery(title.sku).queryKey)?.descriptions.summary })),
    [read.data, queryClient],
  );
  const count = titles?.length ?? expectedCount;

  return createPortal(
    <div className="export-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section ref={panel} className="export-dialog" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <header className="export-header">
          <h2 id={headingId}>{t('export.title', { count })}</h2>
          <button ref={closeButton} type="button" className="export-close" aria-label={t('export.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="export-body">
          {read.isPending ? (
            <div role="status" aria-busy="true" aria-label={t('export.loading')}>
              <div className="export-jackets">
                {Array.from({ length: Math.min(Math.max(expectedCount, 1), EXPORT_SKELETON_JACKETS) }, (_, i) => (
                  <SkeletonBlock key={i} className="export-skeleton-jacket" />
                ))}
              </div>
              <SkeletonText width="8em" className="export-skeleton-heading" />
              <div className="export-choices">
                <SkeletonBlock className="export-skeleton-choice" />
                <SkeletonBlock className="export-skeleton-choice" />
              </div>
            </div>
          ) : !titles ? (
            <div className="export-failed" role="alert">
              <p>{read.error instanceof NetworkError ? t('export.offline') : t('export.error')}</p>
              <button type="button" className="export-choice" onClick={() => void read.refetch()}>
                {t('export.retry')}
              </button>
            </div>
          ) : titles.length === 0 ? (
            <p className="export-status">{t('export.empty')}</p>
          ) : (
            <>
              <ul className="export-jackets" aria-label={t('export.jackets')}>
                {titles.map((title) => (
                  <li key={title.sku}>
                    <Jacket product={title} requestHeight={450} drawHeight={90} />
                  </li>
                ))}
              </ul>
              <ExportTo titles={titles} onClose={onClose} />
            </>
          )}
        </div>
      </section>
    </div>,
    document.body,
  );
}
