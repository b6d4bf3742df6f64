/// <reference lib="webworker" />
/**
 * The service worker: precached app shell, offline navigations, runtime caches, the outbox of changes, web push.
 * Built by vite-plugin-pwa (injectManifest) into dist/client/sw.js.
 */
import { clientsClaim } from 'workbox-core';
import { precacheShell } from './precache.ts';
import { routeNavigationsToShell } from './navigation.ts';
import { registerRuntimeCaches } from './runtimeCaches.ts';
import { clearApiCacheOnSessionChange } from './sessionBoundary.ts';
import { registerOutbox } from './outbox.ts';
import { registerScreenWarming } from './warmScreens.ts';
import { registerPush } from './push.ts';

declare let self: ServiceWorkerGlobalScope;

precacheShell(self.__WB_MANIFEST);
routeNavigationsToShell();
registerRuntimeCaches();
clearApiCacheOnSessionChange();
registerOutbox();
registerScreenWarming();
registerPush();

// A waiting worker takes over only when the user accepts the update toast.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
