import { describe, expect, it } from 'vitest';
import { appPath, PUSH_BADGE, PUSH_ICON, shownPush, windowForClick } from '../../sw/pushDisplay.ts';

const ORIGIN = 'https://books.example';

describe('shownPush', () => {
  it('shows title and body with the icon, the badge and the subject tag; a click opens its route', () => {
    const shown = shownPush(
      { id: 4, kind: 'listAlert', title: 'List alert', body: 'A title was added', url: '/list/12', tag: 'listAlert:12' },
      ORIGIN,
    );
    expect(shown).toEqual({
      title: 'List alert',
      options: {
        body: 'A title was added',
        icon: PUSH_ICON,
        badge: PUSH_BADGE,
        tag: 'listAlert:12',
        renotify: true,
        data: { url: '/list/12', id: 4 },
      },
    });
  });
  it('falls back on a push without JSON fields', () => {
    expect(shownPush(undefined, ORIGIN)).toMatchObject({
      title: 'Book Trade Community',
      options: { body: '', tag: 'booktrade', data: { url: '/notifications' } },
    });
  });
});

describe('appPath', () => {
  it('keeps routes of the app only', () => {
    expect(appPath('/title/978?x=1#a', ORIGIN)).toBe('/title/978?x=1#a');
    expect(appPath('https://evil.example/x', ORIGIN)).toBe('/notifications');
    expect(appPath('//evil.example/x', ORIGIN)).toBe('/notifications');
    expect(appPath(12, ORIGIN)).toBe('/notifications');
  });
});

describe('windowForClick', () => {
  const w = (url: string, focused = false, visibilityState: DocumentVisibilityState = 'hidden') => ({ url, focused, visibilityState });
  it('prefers the focused window of the app, then a visible one, then any; never another origin', () => {
    const other = w('https://other.example/', true, 'visible');
    const hidden = w(`${ORIGIN}/home`);
    const visible = w(`${ORIGIN}/search`, false, 'visible');
    const focused = w(`${ORIGIN}/yourbooks`, true, 'visible');
    expect(windowForClick([other, hidden, visible, focused], ORIGIN)).toBe(focused);
    expect(windowForClick([other, hidden, visible], ORIGIN)).toBe(visible);
    expect(windowForClick([other, hidden], ORIGIN)).toBe(hidden);
    expect(windowForClick([other], ORIGIN)).toBeUndefined();
  });
});
