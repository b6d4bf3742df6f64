import { matchPrecache } from 'workbox-precaching';
import { dataUrl } from '../src/sync/dataUrl.ts';
import { appPath, PUSH_BADGE, PUSH_ICON, shownPush, windowForClick } from './pushDisplay.ts';

declare let self: ServiceWorkerGlobalScope;

/** The Badging API where the browser has it (installed apps): the count of notifications still shown. */
async function updateAppBadge(): Promise<void> {
  const badging = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (!badging.setAppBadge) return;
  const count = (await self.registration.getNotifications()).length;
  await (count ? badging.setAppBadge(count) : badging.clearAppBadge?.());
}

const precachedImages = new Map<string, Promise<string | undefined>>();

/**
 * A precached image as a data: URL. The browser fetches a notification's icon and badge from the network before it
 * shows the notification (this worker does not see those fetches), so a slow server or a network that just went would
 * hold every push back (Chromium waits up to 90 s); from the precache it shows at once.
 */
function precachedImage(path: string): Promise<string | undefined> {
  let image = precachedImages.get(path);
  if (!image) {
    image = (async () => {
      const answer = await matchPrecache(path);
      return answer?.ok ? dataUrl(new Uint8Array(await answer.arrayBuffer()), answer.headers.get('content-type') || 'image/png') : undefined;
    })().catch(() => undefined);
    precachedImages.set(path, image);
  }
  return image;
}

function readPush(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return { body: event.data?.text() };
  }
}

/**
 * Web push (issue 20): each push shows a notification (title, body, icon, badge; one tag per subject, so repeats
 * replace each other) and updates the app badge; a click focuses an open window of the app and takes it to the
 * subject's route, or opens one there.
 */
export function registerPush(): void {
  // One notification shown at a time: Chromium loses one of two shown at the same moment (a burst of pushes).
  let showing = Promise.resolve();
  self.addEventListener('push', (event) => {
    const { title, options } = shownPush(readPush(event), self.location.origin);
    showing = showing
      .then(async () => {
        const [icon, badge] = await Promise.all([precachedImage(PUSH_ICON), precachedImage(PUSH_BADGE)]);
        await self.registration.showNotification(title, { ...options, icon: icon ?? options.icon, badge: badge ?? options.badge });
        await updateAppBadge();
      })
      .catch(() => undefined);
    event.waitUntil(showing);
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = appPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const target = windowForClick(windows, self.location.origin);
        if (target) {
          const focused = await target.focus();
          // The window goes to the subject (navigate works on the windows this worker controls; else a new one opens).
          if (focused.url !== new URL(path, self.location.origin).href) {
            const moved = await focused.navigate(path).catch(() => null);
            if (!moved) await self.clients.openWindow(path);
          }
        } else {
          await self.clients.openWindow(path);
        }
        await updateAppBadge();
      })().catch(() => undefined),
    );
  });
}
