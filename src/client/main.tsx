import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import './theme/variables.css';
import './theme/shell.css';
import './i18n/i18n.ts';
import { hashKey } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Session } from '../shared/domain/session.ts';
import { setupIonic } from './app/ionic.tsx';
import { createQueryClient, persistOptions } from './app/queryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { preferenceKeys, sessionKeys } from './features/session/queryKeys.ts';
import { setOutboxUserSource } from './offline/outbox/user.ts';

setupIonic();

const queryClient = createQueryClient();
let markRestored: () => void = () => {};
const whenRestored = new Promise<void>((resolve) => {
  markRestored = resolve;
});
const router = createAppRouter(queryClient, whenRestored);
// Changes are bound to the signed-in user (offline/outbox).
setOutboxUserSource(() => {
  const session = queryClient.getQueryData<Session>(sessionKeys.user());
  return session?.status === 'authenticated' ? session.userId : 0;
});
/**
 * The persister writes a second after a change, so a reload just after one can restore older preferences that
 * still look fresh: they are shown at once and fetched again (kept as they are when offline).
 */
function afterRestore() {
  markRestored();
  void queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
}

// When the session changes status (e.g. a background check finds it expired), routes re-check access.
const sessionHash = hashKey(sessionKeys.user());
let lastStatus: Session['status'] | undefined;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
  const status = (event.query.state.data as Session | undefined)?.status;
  if (status && lastStatus && status !== lastStatus) void router.invalidate();
  if (status) lastStatus = status;
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={afterRestore} onError={markRestored}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);

// PWA (app/pwa.tsx, owned by the PWA work): registered after the first render, from its own chunk,
// so that workbox-window and the update toast stay out of the entry chunk.
void import('./app/pwa.tsx').then((pwa) => pwa.registerServiceWorker());
