import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useRegistration, usePreloadRegistration } from '../../entities/session/registration.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { MessagesLink } from './MessagesLink.tsx';
import { ScanButton } from './ScanButton.tsx';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';

// Signed-in only, and these three only once the first screen has painted (a placeholder of their size until then): the
// first route's JS does not carry them. The pending-changes badge (and the outbox replays it drives).
const PendingChangesButton = lazy(() => import('../../features/outbox/PendingChangesButton.tsx').then((m) => ({ default: m.PendingChangesButton })));
// Signed-in desktop only: the avatar and its popover (anonymous first visits do not load it).
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));
// Signed-in desktop only (with its title autocomplete): anonymous first visits do not load it.
const SearchBox = lazy(() => import('./SearchBox.tsx').then((m) => ({ default: m.SearchBox })));

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="logo" aria-label={t('header.logo')}>
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span className="logo-text">{t('app.name')}</span>
    </Link>
  );
}

/** Signed-in: logo, Home, Your Books, search, Scan, Messages, avatar. Mobile: Scan and Messages only. Anonymous: Home, Search, Sign Up / Log In. */
export function AppHeader({ onOpenYourBooks }: { onOpenYourBooks: () => void }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const small = useIsSmallScreen();
  const openRegistration = useRegistration();
  const preloadRegistration = usePreloadRegistration();
  const signedIn = session.status === 'authenticated' ? session : null;
  const painted = useAfterFirstPaint();
  const searchBoxPlaceholder = <div className="search-box" aria-hidden="true" />;
  const avatarPlaceholder = <span className="avatar-placeholder" aria-hidden="true" />;
  return (
    <header className="app-header">
      <div className="header-bar">
        <Logo />
        {!small ? (
          <nav className="header-nav" aria-label={t('header.mainNavigation')}>
            <Link to="/home" className="header-link" activeProps={{ 'aria-current': 'page' }}>
              {t('header.home')}
            </Link>
            {signedIn ? (
              <button type="button" className="header-link" aria-haspopup="dialog" onClick={onOpenYourBooks}>
                {t('header.yourBooks')}
              </button>
            ) : (
              // A visitor looks titles up on /search (signed-in users have the search box instead).
              <Link to="/search" className="header-link" activeProps={{ 'aria-current': 'page' }}>
                {t('header.search')}
              </Link>
            )}
          </nav>
        ) : null}
        <div className="header-spacer" />
        {signedIn && !small ? (
          painted ? (
            <Suspense fallback={searchBoxPlaceholder}>
              <SearchBox />
            </Suspense>
          ) : (
            searchBoxPlaceholder
          )
        ) : null}
        {signedIn ? <ScanButton /> : null}
        {signedIn && painted ? (
          <Suspense fallback={null}>
            <PendingChangesButton userId={signedIn.userId} />
          </Suspense>
        ) : null}
        {signedIn ? <MessagesLink /> : null}
        {signedIn && !small ? (
          painted ? (
            <Suspense fallback={avatarPlaceholder}>
              <AccountMenu session={signedIn} />
            </Suspense>
          ) : (
            avatarPlaceholder
          )
        ) : null}
        {!signedIn ? (
          <div className="header-actions" onPointerEnter={preloadRegistration} onFocus={preloadRegistration}>
            <button type="button" className="btn btn-on-primary" onClick={() => openRegistration('signUp')}>
              {t('header.signUp')}
            </button>
            <button type="button" className="btn btn-outline-on-primary" onClick={() => openRegistration('logIn')}>
              {t('header.logIn')}
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
