/**
 * What the service worker makes of a push and of a click on its notification (issue 20), as pure functions
 * (no worker globals: tests/unit/swPushDisplay.test.ts). The handlers are in push.ts.
 */
export const PUSH_ICON = '/icons/icon-192.png';
/** The small monochrome-friendly image in the status bar. */
export const PUSH_BADGE = '/icons/icon-192.png';
const APP_NAME = 'Book Trade Community';
const TEXT_MAX = 500;

export interface ShownPush {
  title: string;
  options: { body: string; icon: string; badge: string; tag: string; renotify: boolean; data: { url: string; id: number | null } };
}

const textOf = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.slice(0, TEXT_MAX) : fallback);

/** A route of this app: a same-origin path (anything else opens the notifications screen). */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/notifications';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/notifications';
  } catch {
    return '/notifications';
  }
}

/** The notification a push's JSON shows: title, body, icon, badge; one tag per subject (a repeat replaces it and alerts again). */
export function shownPush(data: unknown, origin: string): ShownPush {
  const payload = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const tag = textOf(payload.tag, 'booktrade');
  return {
    title: textOf(payload.title, APP_NAME),
    options: {
      body: textOf(payload.body, ''),
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      tag,
      renotify: true,
      data: { url: appPath(payload.url, origin), id: typeof payload.id === 'number' ? payload.id : null },
    },
  };
}

/** A window of the app, as clients.matchAll describes it. */
export interface WindowLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * Which open window a click uses: the app's focused one, else a visible one, else any of the app's; none: a new
 * window opens. Windows of other origins never.
 */
export function windowForClick<W extends WindowLike>(windows: readonly W[], origin: string): W | undefined {
  const mine = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return mine.find((w) => w.focused) ?? mine.find((w) => w.visibilityState === 'visible') ?? mine[0];
}
