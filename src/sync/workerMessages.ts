/** What the page, the service worker and the build share (besides workbox-window's SKIP_WAITING message). */

/** Cache every screen of this version now (sw/warmScreens.ts; sent by src/client/pages/shell/pwa.tsx once the page is idle). */
export const WARM_SCREENS = 'WARM_SCREENS';

/**
 * Stop caching screens (sent to the active worker by pwa.tsx when the user accepts an update): a worker busy with an
 * event keeps the waiting one from taking over, so the toast's Reload would wait for the whole warm-up.
 */
export const STOP_WARMING = 'STOP_WARMING';

/** The build's files outside the shell, as a JSON list of URLs at the site root (written by sw/build/shellPrecache.ts). */
export const SCREENS_FILE = 'screens.json';
