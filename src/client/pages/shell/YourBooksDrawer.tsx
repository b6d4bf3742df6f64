import { forwardRef, lazy, Suspense, useImperativeHandle, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { SignedIn } from '../../../shared/domain/session.ts';
import { SkeletonText } from '../../ui/Skeleton.tsx';

// The account links (phones) load with the first opening too.
const AccountSummary = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountSummary })));
// The menu and the panels load with the first opening: the first route does not carry them.
const YourBooksMenu = lazy(() => import('../yourBooks/YourBooksMenu.tsx'));
const YourBooksPanels = lazy(() => import('../yourBooks/YourBooksPanels.tsx').then((m) => ({ default: m.YourBooksPanels })));

/** The panels on their way: their four closed headings, of their size (the panels' own classes, in the shell's CSS). */
function PanelsSkeleton({ label }: { label: string }) {
  return (
    <div className="panels" role="status" aria-busy="true" aria-label={label}>
      {['8em', '10em', '7em', '9em'].map((width, i) => (
        <div key={i} className="panel">
          <div className="panel-title">
            <span className="panel-toggle">
              <SkeletonText width={width} />
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

export interface DrawerHandle {
  open: () => void;
  close: () => void;
}

/**
 * The Your Books drawer: Ionic's side menu from the left (pages/yourBooks/YourBooksMenu), over the screen
 * (#app-main). On mobile it also holds the account links.
 */
export const YourBooksDrawer = forwardRef<
  DrawerHandle,
  // openAtOnce: asked for before its code had loaded (AppShell), it opens as it mounts.
  { session: SignedIn; showAccount: boolean; openAtOnce?: boolean }
>(function YourBooksDrawer({ session, showAccount, openAtOnce = false }, ref) {
  const { t } = useTranslation('yourBooks');
  // Mounted from the first opening on; the panels (and their fetches) live only while it is open.
  const [mounted, setMounted] = useState(openAtOnce);
  const [isOpen, setIsOpen] = useState(openAtOnce);
  const close = () => setIsOpen(false);
  useImperativeHandle(ref, () => ({
    open: () => {
      setMounted(true);
      setIsOpen(true);
    },
    close,
  }));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <YourBooksMenu open={isOpen} contentId="app-main" label={t('yourBooks.title')} labelledBy="yourbooks-drawer-title" onClosed={close}>
        <div className="drawer-header">
          <h2 id="yourbooks-drawer-title">{t('yourBooks.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('yourBooks.close')} onClick={close}>
            ×
          </button>
        </div>
        <p className="screen-subtitle">{t('yourBooks.help')}</p>
        {isOpen ? (
          <Suspense fallback={<PanelsSkeleton label={t('yourBooks.loading')} />}>
            <YourBooksPanels onNavigate={close} />
          </Suspense>
        ) : null}
        {showAccount && isOpen ? (
          <Suspense fallback={null}>
            <AccountSummary session={session} onNavigate={close} />
          </Suspense>
        ) : null}
      </YourBooksMenu>
    </Suspense>
  );
});
