import '../lib/i18n/i18n.ts';
import { QueryClientProvider, hashKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Session } from '../../shared/domain/session.ts';
import { setupIonic } from '../ui/ionic.tsx';
import { createQueryClient, persistOptions } from '../lib/queryClient.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { preferenceKeys } from '../entities/session/queryKeys.ts';
import { currentUserId, sessionKeys } from '../lib/currentUser.ts';
import { setOutboxUserSource } from '../lib/offline/outbox/user.ts';
import { afterFirstPaint, firstRouteRendered } from '../lib/afterFirstPaint.ts';
import './replay.ts';

const queryClient = createQueryClient();
// Changes are bound to the signed-in user (offline/outbox).
setOutboxUserSource(() => currentUserId(queryClient));
/**
 * The persisted cache (session, preferences) is restored before the first route loads, and saved on each change
 * after. The persister writes a second after a change, so a reload just after one can restore older preferences
 * that still look fresh: they are shown at once and fetched again (kept as they are when offline).
 */
async function restoreCache(): Promise<void> {
  const options = { ...persistOptions, queryClient };
  try {
    await persistQueryClientRestore(options);
    void queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
  } catch {
    // An unreadable cache has been discarded: the app starts without it.
  }
  persistQueryClientSubscribe(options);
}

/** How long the first route's reads wait for the static shell's first contentful paint in a tab that paints none. */
const SHELL_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser has reported the static shell's first contentful paint (boot.ts waited for its frame; the
 * paint is reported when it is presented, which a loaded machine can delay), so that the screen's reads never start
 * before it.
 */
function shellContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, SHELL_PAINT_WAIT_MS);
  });
}

/**
 * The first route is loaded (its session check, loaders, texts and chunks) before React renders anything, so that
 * its first render is the root's own, in a transition: React renders it in slices, yielding to the browser between
 * them. Rendered after the router has loaded, that screen would come from the router's store, whose updates React
 * renders in one blocking task (useSyncExternalStore). Meanwhile index.html's static shell shows. A load slower than
 * the router's pendingMs renders at that moment, as before: the screen's pending component, then its content. A load
 * that redirects (a signed-out visit to a private screen) loads its target too.
 */
async function loadFirstRoute(router: AppRouter): Promise<void> {
  await shellContentfulPaint();
  let rendering = false;
  const load = async () => {
    for (let hop = 0; hop < 3 && !rendering && router.stores.resolvedLocation.get()?.href !== router.latestLocation.href; hop++) {
      await router.load().catch(() => undefined);
    }
  };
  await restoreCache();
  await Promise.race([load(), new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs))]);
  rendering = true;
}

/** When the session changes status (e.g. a background check finds it expired), routes re-check access. */
function watchSessionStatus(router: AppRouter): void {
  const sessionHash = hashKey(sessionKeys.user());
  let lastStatus: Session['status'] | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
    const status = (event.query.state.data as Session | undefined)?.status;
    if (status && lastStatus && status !== lastStatus) void router.invalidate();
    if (status) lastStatus = status;
  });
}

/**
 * index.html's stylesheets load without blocking the first paint of its static shell (media="print" and
 * data-deferred-style, scripts/viteDeferStyles.ts): each is applied (media="all") once loaded, and the app renders over
 * the shell only when all are, so that it never shows unstyled. None in development (Vite injects the CSS from JS).
 */
function appStylesApplied(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            // A stylesheet that cannot load (offline without the worker's copy) must not keep the app from starting.
            link.addEventListener('error', apply, { once: true });
          }
        }),
    ),
  );
}

/** A task of its own for what follows: the entry's module evaluation is a long task already. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(container: HTMLElement): Promise<void> {
  // Ionic's set-up and the router's creation (its route tree, its history) each run in a task of their own rather
  // than in the module evaluation's: 20-30 and 70-90 ms at 4x slowdown.
  await nextTask();
  setupIonic();
  await nextTask();
  const router = createAppRouter(queryClient);
  watchSessionStatus(router);
  // What the first screen does not need to paint (the header's menus, the outbox, the service worker) loads after it.
  const stopWatchingFirstRender = router.subscribe('onRendered', () => {
    stopWatchingFirstRender();
    firstRouteRendered();
  });
  await Promise.all([appStylesApplied(), loadFirstRoute(router)]);
  // A transition: React renders the first screen in slices, yielding to the browser between them.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);

// PWA (pages/shell/pwa.tsx, owned by the PWA work): registered once the first screen has painted, from its own chunk,
// so that workbox-window and the update toast stay out of the entry chunk and of the first route's JS.
afterFirstPaint(() => void import('../pages/shell/pwa.tsx').then((pwa) => pwa.registerServiceWorker()));
