import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useModalFocus } from '../../ui/focusTrap.ts';
import type { TocEntry } from './epubView.ts';

interface TocPanelProps {
  entries: TocEntry[];
  /** The index of the chapter being read (-1: none), marked and scrolled into view. */
  current: number;
  onPick: (href: string) => void;
  onClose: () => void;
}

/** The table of contents as a side panel (a modal dialog: focus kept inside, Escape closes); the current chapter is marked. */
export function TocPanel({ entries, current, onPick, onClose }: TocPanelProps) {
  const { t } = useTranslation('reader');
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, close, onClose);
  const currentEntry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A block, not an arrow's value: scrollIntoView may answer a promise, which React would take for a cleanup.
    void currentEntry.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div className="reader-toc-backdrop" role="presentation" onClick={onClose}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- keeps a click inside the panel from reaching the backdrop; Escape closes (useModalFocus) */}
      <div
        ref={panel}
        className="reader-toc"
        role="dialog"
        aria-modal="true"
        aria-labelledby="reader-toc-title"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="reader-toc-header">
          <h2 id="reader-toc-title">{t('reader.contents')}</h2>
          <button ref={close} type="button" className="reader-icon-button" onClick={onClose} aria-label={t('reader.closeContents')}>
            ×
          </button>
        </div>
        {entries.length ? (
          <ol className="reader-toc-list">
            {entries.map((entry, index) => (
              <li key={`${entry.href}-${entry.label}`} style={{ paddingInlineStart: `${entry.depth}em` }}>
                <button
                  ref={index === current ? currentEntry : undefined}
                  type="button"
                  className="reader-toc-entry"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => onPick(entry.href)}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('reader.noContents')}</p>
        )}
      </div>
    </div>
  );
}
