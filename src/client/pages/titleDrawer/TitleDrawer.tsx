import { TitleDetailSkeleton } from '../../entities/title/TileSkeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { keepFocusInside } from '../../ui/focusTrap.ts';
import { TitleDetailPage } from '../title/TitleDetailPage.tsx';
import { productQuery } from '../../entities/title/queries.ts';
import { useCloseTitleDrawer } from '../../entities/title/titleDrawerSearch.ts';
import '../../entities/title/titles.css';
import './titleDrawer.css';

/** Inside the drawer the title's name is the drawer's heading, so the panels need no frame of their own. */
function DrawerFrame({ children }: { title: string; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * The title drawer (seed 2): 90% wide from the left on desktop, 90% high from the bottom on phones, with the
 * title page's panels, a link to the full page and a close button. Escape, the close button and a click on the
 * backdrop close it; focus then goes back to what opened it.
 */
export default function TitleDrawer({ sku }: { sku: string }) {
  const { t } = useTranslation(['titles', 'titleDetail']);
  const close = useCloseTitleDrawer();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const query = useQuery(productQuery(sku));

  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Node;
      // Keys in a modal opened over the drawer (gallery, sign-up) are that modal's.
      if (!panel.current || (target !== document.body && !panel.current.contains(target))) return;
      if (event.key === 'Escape') closeRef.current();
      if (event.key === 'Tab') keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      // The same placeholder as the title page's own while it loads (pages/title/TitleDetailPage): no jump between them.
      <TitleDetailSkeleton className="title-drawer-skeleton" label={t('titleDetail:titles.detail.loading')} />
    );
  } else if (query.isError) {
    body = (
      <div className="title-drawer-status" role="alert">
        <p>{t('titleDetail:titles.detail.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('titles.lanes.retry')}
        </button>
      </div>
    );
  } else {
    body = <TitleDetailPage sku={sku} Frame={DrawerFrame} />;
  }

  // In a portal on <ion-app>, where Ionic puts its modals: over the whole app (header and footer tabs included),
  // under a gallery or sign-up modal opened from inside it.
  return createPortal(
    <div className="title-drawer-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && close()}>
      <aside ref={panel} className="title-drawer" role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
        <header className="title-drawer-header">
          <h2 id={headingId}>{query.data?.name ?? t('titles.drawer.title')}</h2>
          <Link to="/title/$sku" params={{ sku }} className="btn btn-secondary title-drawer-page">
            {t('titles.drawer.openPage')}
          </Link>
          <button ref={closeButton} type="button" className="icon-button" aria-label={t('titles.drawer.close')} onClick={close}>
            ✕
          </button>
        </header>
        <div className="title-drawer-body">{body}</div>
      </aside>
    </div>,
    document.querySelector('ion-app') ?? document.body,
  );
}
