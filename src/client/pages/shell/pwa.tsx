/**
 * Service worker registration (workbox-window) and the "new version" toast.
 * main.tsx calls registerServiceWorker() once and mounts <UpdateToast/> inside IonApp.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Workbox } from 'workbox-window';
import { STOP_WARMING, WARM_SCREENS } from '../../../sync/workerMessages.ts';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

/** Registers /sw.js in production builds; a waiting new version shows the update toast. */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      warmScreensWhenIdle();
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    })
    // No service worker (blocked by the browser or its settings): the app works online without one.
    .catch((err: unknown) => console.warn('service worker registration failed', err));
}

/** How long after the worker is active the page asks it to cache the other screens (not while the app starts). */
const WARM_AFTER_MS = 5_000;

/**
 * Asks the active worker, once the page has been idle a while, to cache every screen of this version (sw/warmScreens.ts),
 * so that screens and drawers never opened online open offline too. Not when the user asked to save data.
 */
function warmScreensWhenIdle(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  void navigator.serviceWorker.ready.then((registration) => {
    window.setTimeout(() => {
      const ask = () => registration.active?.postMessage({ type: WARM_SCREENS });
      if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: 5_000 });
      else ask();
    }, WARM_AFTER_MS);
  });
}

/**
 * Activates the waiting worker and reloads once it controls the page. The active worker first stops caching screens:
 * the browser lets the waiting one take over only once the active one has finished its events.
 */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  navigator.serviceWorker.controller?.postMessage({ type: STOP_WARMING });
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new service worker waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}

/** A plain toast (not IonToast: that would pull ion-toast and ionicons into the entry chunk). */
export function UpdateToast() {
  const { t } = useTranslation('common');
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-toast" role="status" aria-live="polite">
      <span>{t('pwa.updateAvailable', 'A new version is available')}</span>
      <button type="button" onClick={applyUpdate}>
        {t('pwa.reload', 'Reload')}
      </button>
    </div>
  );
}
