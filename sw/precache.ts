import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/** The URL of the precached shell document that every navigation falls back to. */
export const SHELL_URL = 'index.html';

/** Precaches the app shell (index.html, first-route JS/CSS, icons, manifest) and serves it cache-first. */
export function precacheShell(entries: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(entries);
}
