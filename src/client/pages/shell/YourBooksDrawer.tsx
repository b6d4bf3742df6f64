import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '../../../shared/domain/session.ts';

// The account links (phones) load with the first opening too.
const AccountSummary = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountSummary })));
// The panels load with the first opening: the first route does not carry them.
const YourBooksPanels = lazy(() => import('../yourBooks/YourBooksPanels.tsx').then((m) => ({ default: m.YourBooksPanels })));

export interface DrawerHandle {
  open: () => void;
  close: () => void;
}

/**
 * The Your Books drawer: a modal side sheet from the left, 60% wide (a native <dialog>: focus stays
 * inside, Escape and the backdrop close it). On mobile it also holds the account links.
 */
export const YourBooksDrawer = forwardRef<
  DrawerHandle,
  // openAtOnce: asked for before its code had loaded (AppShell), it opens as it mounts.
  { session: SignedIn; showAccount: boolean; openAtOnce?: boolean }
>(function YourBooksDrawer({ session, showAccount, openAtOnce }, ref) {
  const { t } = useTranslation('yourBooks');
  const dialog = useRef<HTMLDialogElement>(null);
  // The panels (and their fetches) live only while the drawer is open.
  const [isOpen, setIsOpen] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => {
    setIsOpen(true);
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };
  useImperativeHandle(ref, () => ({ open, close }));
  // Once, as it mounts: later openings go through the handle.
  const openedAtOnce = useRef(false);
  useEffect(() => {
    if (!openAtOnce || openedAtOnce.current) return;
    openedAtOnce.current = true;
    open();
  }, [openAtOnce]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape closes the native dialog
    <dialog
      ref={dialog}
      className="side-sheet yourbooks-drawer"
      aria-labelledby="yourbooks-drawer-title"
      onClose={() => setIsOpen(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) close();
      }}
    >
      <div className="side-sheet-body">
        <div className="drawer-header">
          <h2 id="yourbooks-drawer-title">{t('yourBooks.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('yourBooks.close')} onClick={close}>
            ×
          </button>
        </div>
        <p className="screen-subtitle">{t('yourBooks.help')}</p>
        {isOpen ? (
          <Suspense fallback={<p role="status">{t('yourBooks.loading')}</p>}>
            <YourBooksPanels onNavigate={close} />
          </Suspense>
        ) : null}
        {showAccount && isOpen ? (
          <Suspense fallback={null}>
            <AccountSummary session={session} onNavigate={close} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
});
