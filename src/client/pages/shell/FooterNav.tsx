import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { usePendingChanges } from '../../lib/offline/outbox/pending.ts';
import { FooterTab } from './FooterTab.tsx';

// Loaded when needed, so that the first route does not carry them: the More sheet (and Ionic's modal) with its first
// opening, the Communities tab's query for signed-in users only.
const MoreSheet = lazy(() => import('./MoreSheet.tsx').then((m) => ({ default: m.MoreSheet })));
const CommunitiesTab = lazy(() => import('./CommunitiesTab.tsx').then((m) => ({ default: m.CommunitiesTab })));

/**
 * Mobile footer tabs: Home, Search, Your Books (the drawer, which on mobile also holds the account links),
 * Communities (the last-viewed community's home; a visitor's, the genre communities) and More (a sheet with every other area, Feedback included; its
 * badge counts the changes waiting in the outbox). Anonymous visitors search too; the member tabs ask them to sign
 * up or log in.
 */
export function FooterNav({ onOpenYourBooks }: { onOpenYourBooks: () => void }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const { promptSignIn } = usePrompts();
  const signedIn = session.status === 'authenticated';
  const pending = usePendingChanges().length;
  const [moreOpen, setMoreOpen] = useState(false);
  const openMore = () => setMoreOpen(true);
  // A visitor's Communities tab opens the genre communities; a member's, the community viewed last (CommunitiesTab).
  const communitiesButton = signedIn ? (
    <FooterTab icon="communities" label={t('nav.communities')} onClick={openMore} />
  ) : (
    <FooterTab icon="communities" label={t('nav.communities')} to="/communities" />
  );
  return (
    <footer className="app-footer">
      <nav className="footer-nav" aria-label={t('header.mainNavigation')}>
        <FooterTab icon="home" label={t('header.home')} to="/home" />
        <FooterTab icon="search" label={t('header.search')} to="/search" />
        <FooterTab icon="books" label={t('header.yourBooks')} onClick={signedIn ? onOpenYourBooks : promptSignIn} />
        {signedIn ? (
          <Suspense fallback={communitiesButton}>
            <CommunitiesTab onOpenMore={openMore} />
          </Suspense>
        ) : (
          communitiesButton
        )}
        <FooterTab
          icon="more"
          label={t('nav.more')}
          onClick={openMore}
          expanded={moreOpen}
          badge={pending}
          ariaLabel={pending > 0 ? t('nav.moreWithPending', { count: pending }) : undefined}
        />
      </nav>
      {moreOpen ? (
        <Suspense fallback={null}>
          <MoreSheet onClosed={() => setMoreOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
