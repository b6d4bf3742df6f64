import { appPath, shownPush, windowForClick } from './pushDisplay.ts';

declare let self: ServiceWorkerGlobalScope;

/** The Badging API where the browser has it (installed apps): the count of notifications still shown. */
async function updateAppBadge(): Promise<void> {
  const badging = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (!badging.setAppBadge) return;
  const count = (await self.registration.getNotifications()).length;
  await (count ? badging.setAppBadge(count) : badging.clearAppBadge?.());
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
  self.addEventListener('push', (event) => {
    const { title, options } = shownPush(readPush(event), self.location.origin);
    event.waitUntil(
      self.registration
        .showNotification(title, options)
        .then(updateAppBadge)
        .catch(() => undefined),
    );
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
