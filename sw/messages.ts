/** Messages from the page to the service worker, shared by both (besides workbox-window's SKIP_WAITING). */

/** Cache every screen of this version now (sw/warmScreens.ts; sent by src/client/app/pwa.tsx once the page is idle). */
export const WARM_SCREENS = 'WARM_SCREENS';
