import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SHELF_ITEMS_MAX } from '../../../shared/contracts/shelves.ts';
import { NetworkError } from '../../lib/api.ts';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { isDialogOpen } from '../../ui/ModalDialog.tsx';
import { CollectionChoices } from './CollectionChoices.tsx';
import { ShelfChoices } from './ShelfChoices.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { useDrawerFocus } from './useDrawerFocus.ts';
import './stacks.css';

export interface ShelfCollectionDrawerProps {
  /** The titles acted on (the title page: its sku; the Action menu: fetchActionTitles). */
  loadSkus: (signal: AbortSignal) => Promise<string[]>;
  onClose: () => void;
}

type Loaded = { status: 'loading' } | { status: 'error'; offline: boolean } | { status: 'ready'; skus: string[] };

/**
 * The add-to-shelf/collection drawer (seed 2): on a desktop it opens from the top, 280 px high, over the whole app; on a
 * phone it is a bottom sheet (ui/BottomSheet) as high as its content. The shelf choice is exclusive (with Clear);
 * collections are multi-select, with "New collection".
 */
export default function ShelfCollectionDrawer({ loadSkus, onClose }: ShelfCollectionDrawerProps) {
  const small = useIsSmallScreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  if (!small) return <TopDrawer loadSkus={loadSkus} onClose={onClose} closeButton={closeButton} />;
  return (
    <BottomSheet onClosed={onClose} paused={isDialogOpen} onPresented={() => closeButton.current?.focus()}>
      {(close) => <ShelfCollectionPanel loadSkus={loadSkus} onClose={close} closeButton={closeButton} className="stacks-sheet bottom-sheet-panel" />}
    </BottomSheet>
  );
}

type PanelProps = ShelfCollectionDrawerProps & {
  closeButton: RefObject<HTMLButtonElement | null>;
};

function TopDrawer(props: PanelProps) {
  return createPortal(
    <div className="stacks-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
      <ShelfCollectionPanel {...props} className="stacks-drawer" />
    </div>,
    document.body,
  );
}

/** The drawer's content, with its keyboard handling (focus, Escape, Tab kept inside). */
function ShelfCollectionPanel({ loadSkus, onClose, closeButton, className }: PanelProps & { className: string }): ReactNode {
  const { t } = useTranslation('stacks');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDrawerFocus(panel, closeButton, onClose);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    loadSkus(controller.signal).then(
      (skus) => setLoaded({ status: 'ready', skus: [...new Set(skus)] }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({
            status: 'error',
            offline: error instanceof NetworkError,
          });
      },
    );
    return () => controller.abort();
  }, [loadSkus, attempt]);

  const skus = loaded.status === 'ready' ? loaded.skus : [];
  const tooMany = skus.length > SHELF_ITEMS_MAX;
  let summary: ReactNode;
  if (loaded.status === 'loading') summary = <SkeletonLines inline label={t('stacks.drawer.loadingTitles')} widths={['6em']} />;
  else if (loaded.status === 'error') summary = loaded.offline ? t('stacks.offline') : t('stacks.drawer.titlesError');
  else if (!skus.length) summary = t('stacks.drawer.noTitles');
  else if (tooMany)
    summary = t('stacks.drawer.tooMany', {
      max: SHELF_ITEMS_MAX,
      count: skus.length,
    });
  else summary = t('stacks.drawer.summary', { count: skus.length });

  return (
    <aside ref={panel} className={className} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="stacks-drawer-header">
        <div>
          <h2 id={headingId}>{t('stacks.drawer.title')}</h2>
          <p className="stacks-drawer-summary" aria-live="polite">
            {summary}
          </p>
        </div>
        <div className="stacks-header-actions">
          {loaded.status === 'error' ? (
            <button type="button" className="stacks-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('stacks.retry')}
            </button>
          ) : null}
          <button ref={closeButton} type="button" className="stacks-button" aria-label={t('stacks.drawer.close')} onClick={onClose}>
            ✕
          </button>
        </div>
      </header>
      {loaded.status === 'ready' && skus.length ? (
        <div className="stacks-drawer-body">
          <ShelfChoices skus={skus} disabled={tooMany} />
          <CollectionChoices skus={skus} disabled={tooMany} />
        </div>
      ) : null}
    </aside>
  );
}
