import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { percentRead } from '../../../shared/domain/readerPosition.ts';
import { IonPage } from '../../ui/ionic.tsx';
import { currentChapter } from './currentChapter.ts';
import { TocPanel } from './TocPanel.tsx';
import { startReaderEarly } from './readerStart.ts';
import { useReader } from './useReader.ts';
import { FONT_SIZES, loadReaderSettings, READER_THEMES, saveReaderSettings, stepFontSize, type ReaderSettings } from './readerSettings.ts';
import './reader.css';

// The reader's code is loading for /read/{sku}: read and open that galley now, while the page renders.
startReaderEarly(window.location.pathname);

/**
 * /read/{sku}: the EPUB reader, opened within the app. Toolbar (back, contents, text size, theme) over the top of the
 * page: shown at first, hidden once a page turns, shown or hidden again by a tap in the page's middle, and shown
 * whenever the keyboard moves into it. Pages turn by the previous and next buttons, a tap on the page's left or right
 * third, a swipe, or the arrow keys; a progress bar with the percent read below.
 */
export function ReaderPage({ sku }: { sku: string }) {
  const { t } = useTranslation('reader');
  const [settings, setSettings] = useState<ReaderSettings>(loadReaderSettings);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [tocOpen, setTocOpen] = useState(false);
  const [chromeShown, setChromeShown] = useState(true);
  const events = useMemo(
    () => ({ frameTitle: t('reader.book'), onMenuTap: () => setChromeShown((shown) => !shown), onTurn: () => setChromeShown(false) }),
    [t],
  );
  const reader = useReader(sku, container, settings, events);
  const current = currentChapter(reader.toc, reader.spineIndex);
  const change = (next: ReaderSettings) => {
    setSettings(next);
    saveReaderSettings(next);
  };
  const sizes = FONT_SIZES as readonly number[];

  if (reader.phase.kind === 'refused') {
    return (
      <IonPage className={`reader reader-${settings.theme}`}>
        <div className="reader-message" role="alert">
          <h1>{t(`reader.refused.${reader.phase.reason}`)}</h1>
          <p>
            <Link to="/title/$sku" params={{ sku }} className="btn btn-primary">
              {t('reader.titlePage')}
            </Link>
          </p>
        </div>
      </IonPage>
    );
  }

  const shown = reader.percent === null ? null : percentRead(reader.percent);
  // The next page lies on the right, or on the left in a right-to-left book: its button is on that side.
  const rtl = reader.layout?.direction === 'rtl';
  const turnButton = (way: 'previous' | 'next', arrow: string) => (
    <button
      type="button"
      className="reader-turn"
      onClick={way === 'next' ? reader.next : reader.prev}
      disabled={reader.phase.kind !== 'reading' || (way === 'next' ? reader.atEnd : reader.atStart)}
      aria-label={t(`reader.${way}`)}
    >
      {arrow}
    </button>
  );
  const fixedSize = reader.layout?.fixed ?? false;
  return (
    <IonPage className={`reader reader-${settings.theme}`}>
      <header className={chromeShown ? 'reader-toolbar' : 'reader-toolbar reader-toolbar-hidden'} role="toolbar" aria-label={t('reader.controls')}>
        <BackControl sku={sku} />
        <button
          type="button"
          className="reader-button"
          onClick={() => setTocOpen(true)}
          aria-haspopup="dialog"
          disabled={reader.phase.kind !== 'reading'}
        >
          {t('reader.contents')}
        </button>
        <h1 className="reader-title">{reader.title}</h1>
        <div className="reader-group" role="group" aria-label={t('reader.fontSize', { size: settings.fontSize })}>
          <button
            type="button"
            className="reader-button"
            onClick={() => change({ ...settings, fontSize: stepFontSize(settings.fontSize, -1) })}
            disabled={fixedSize || settings.fontSize <= sizes[0]!}
          >
            <span aria-hidden="true">A−</span>
            <span className="reader-sr-only">{t('reader.smaller')}</span>
          </button>
          <span className="reader-size" aria-live="polite">
            {settings.fontSize}%
          </span>
          <button
            type="button"
            className="reader-button"
            onClick={() => change({ ...settings, fontSize: stepFontSize(settings.fontSize, 1) })}
            disabled={fixedSize || settings.fontSize >= sizes[sizes.length - 1]!}
          >
            <span aria-hidden="true">A+</span>
            <span className="reader-sr-only">{t('reader.larger')}</span>
          </button>
        </div>
        <div className="reader-group" role="group" aria-label={t('reader.theme')}>
          {READER_THEMES.map((theme) => (
            <button
              key={theme}
              type="button"
              className="reader-button"
              aria-pressed={settings.theme === theme}
              onClick={() => change({ ...settings, theme })}
            >
              {t(`reader.themes.${theme}`)}
            </button>
          ))}
        </div>
      </header>
      <main className="reader-body">
        {turnButton(rtl ? 'next' : 'previous', '‹')}
        <div className="reader-stage">
          <div ref={setContainer} className="reader-view" />
          {reader.phase.kind === 'opening' ? (
            <p className="reader-opening" role="status">
              {t('reader.opening')}
            </p>
          ) : null}
        </div>
        {turnButton(rtl ? 'previous' : 'next', '›')}
      </main>
      <footer className="reader-footer">
        <div
          className="reader-progress"
          role="progressbar"
          aria-label={t('reader.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown ?? undefined}
          aria-valuetext={shown === null ? undefined : t('reader.percent', { percent: shown })}
        >
          <div className="reader-progress-fill" style={{ width: `${reader.percent ?? 0}%` }} />
        </div>
        <span className="reader-percent" data-testid="reader-percent">
          {shown === null ? '' : t('reader.percent', { percent: shown })}
        </span>
      </footer>
      {tocOpen ? (
        <TocPanel
          entries={reader.toc}
          current={current}
          onClose={() => setTocOpen(false)}
          onPick={(href) => {
            setTocOpen(false);
            reader.goTo(href);
          }}
        />
      ) : null}
    </IonPage>
  );
}

/**
 * Back to where the reader was opened from within the app (the title page, the download dialog's page), or, when the
 * reader is the first page of this visit (a link from elsewhere, the installed app reopened), to the title's page.
 */
function BackControl({ sku }: { sku: string }) {
  const { t } = useTranslation('reader');
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const content = (
    <>
      <span aria-hidden="true">‹</span>
      {t('reader.back')}
    </>
  );
  if (canGoBack) {
    return (
      <button type="button" className="reader-button reader-back" onClick={() => router.history.back()}>
        {content}
      </button>
    );
  }
  return (
    <Link to="/title/$sku" params={{ sku }} replace className="reader-button reader-back" aria-label={t('reader.backToTitle')}>
      {content}
    </Link>
  );
}
