import { IonApp } from './ionic.tsx';
import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { PromptsProvider } from '../features/prompts/PromptsContext.tsx';
import { RegistrationProvider } from '../features/registration/RegistrationContext.tsx';
import { useSession } from '../features/session/useSession.ts';
import { ScrollToTop } from '../features/shell/ScrollToTop.tsx';
import { useUsageTracking } from '../features/usage/useUsageTracking.ts';
import { useRefreshAfterReplay } from '../offline/useRefreshAfterReplay.ts';
import { ToastHost } from './ToastHost.tsx';

/** The "new version" toast of app/pwa.tsx (PWA work), loaded in its own chunk. */
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
      <Suspense fallback={null}>
        <UpdateToast />
      </Suspense>
    </IonApp>
  );
}
