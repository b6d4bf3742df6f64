import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { useSession } from '../../entities/session/useSession.ts';
import type { SignedIn } from '../../../shared/domain/session.ts';
import { TitleDrawerHost } from '../titleDrawer/TitleDrawerHost.tsx';
import { AppHeader } from './AppHeader.tsx';
import { FooterNav } from './FooterNav.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import type { DrawerHandle } from './YourBooksDrawer.tsx';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { useSendReadingPositions } from './useSendReadingPositions.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';

// A closed dialog until asked for: loaded once the first screen has painted (or at once when opened before that).
const YourBooksDrawer = lazy(() => import('./YourBooksDrawer.tsx').then((m) => ({ default: m.YourBooksDrawer })));

/** The Your Books drawer once the first screen has painted or when asked for before: a leaf, so the first paint's switch re-renders it alone, not the frame and its screen. */
function LateYourBooksDrawer({
  session,
  small,
  openAsked,
  drawer,
}: {
  session: SignedIn;
  small: boolean;
  openAsked: boolean;
  drawer: RefObject<DrawerHandle | null>;
}) {
  const painted = useAfterFirstPaint();
  if (!painted && !openAsked) return null;
  return (
    <Suspense fallback={null}>
      <YourBooksDrawer ref={drawer} session={session} showAccount={small} openAtOnce={openAsked} />
    </Suspense>
  );
}

/** The app's frame: the Your Books drawer, header, the current screen and (mobile) the footer navigation. */
export function AppShell() {
  const session = useSession();
  const small = useIsSmallScreen();
  const drawer = useRef<DrawerHandle>(null);
  const signedIn = session.status === 'authenticated' ? session : null;
  useSendReadingPositions(signedIn !== null);
  const [openAsked, setOpenAsked] = useState(false);
  const openYourBooks = () => (drawer.current ? drawer.current.open() : setOpenAsked(true));
  return (
    <>
      {signedIn ? <LateYourBooksDrawer session={signedIn} small={small} openAsked={openAsked} drawer={drawer} /> : null}
      <div className="ion-page app-frame">
        <AppHeader onOpenYourBooks={openYourBooks} />
        <OfflineNotice culture={session.status === 'loading' ? 'en-US' : session.culture} />
        {/* Not a <main>: each screen's ion-content is the page's one main landmark. */}
        <div className="app-main" id="app-main">
          <Outlet />
        </div>
        {small ? <FooterNav onOpenYourBooks={openYourBooks} /> : null}
      </div>
      <TitleDrawerHost />
    </>
  );
}
