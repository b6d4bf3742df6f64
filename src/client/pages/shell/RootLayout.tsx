import { IonApp } from '../../ui/ionic.tsx';
import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { PromptsProvider } from '../../entities/session/PromptsContext.tsx';
import { RegistrationProvider } from './RegistrationProvider.tsx';
import { FriendEmailOptOutLoader, useSession } from '../../entities/session/useSession.ts';
import { ScrollToTop } from '../../ui/ScrollToTop.tsx';
import { useUsageTracking } from '../../lib/useUsageTracking.ts';
import { useRefreshAfterReplay } from '../../lib/offline/useRefreshAfterReplay.ts';
import { ToastHost } from '../../ui/ToastHost.tsx';
import { AfterFirstPaint } from '../../lib/afterFirstPaint.ts';

/** The "new version" toast of pages/shell/pwa.tsx (PWA work), loaded in its own chunk once the first screen has painted. */
const UpdateToast = lazy(() => import('./pwa.tsx').then((pwa) => ({ default: pwa.UpdateToast })));

/** IonApp with the app-wide dialogs; the /_shell and /iframe layouts render below it. */
export function RootLayout() {
  const session = useSession();
  useUsageTracking(session);
  useRefreshAfterReplay();
  return (
    <IonApp>
      <RegistrationProvider>
        <PromptsProvider>
          <ScrollToTop />
          <Outlet />
        </PromptsProvider>
      </RegistrationProvider>
      <ToastHost />
      <FriendEmailOptOutLoader />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <UpdateToast />
        </Suspense>
      </AfterFirstPaint>
    </IonApp>
  );
}
