import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES } from '../src/sync/cacheNames.ts';

declare let self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

export { CACHE_NAMES };

const sameOrigin = (url: URL): boolean => url.origin === self.location.origin;

/** Keeps only 200 answers the server allows to be stored (the session user and robot-check challenges say no-store). */
const storableAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get('Cache-Control') ?? '') ? response : null,
};

/** Marks an API answer taken from the cache (client: api.ts CACHED_ANSWER_HEADER), so the app says it shows offline data. */
const markCachedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Booktrade-From-Cache', '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** Hashed build assets outside the precache: a version's files (about 100) and the previous version's, kept 90 days. */
export const assetsStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true })],
});

/** Covers, avatars, lazy chunks and API reads: what the app needs again when the network is gone. */
export function registerRuntimeCaches(): void {
  // Cover and avatar images never change under one URL (the server says immutable, for a year): serve from the cache,
  // fetch once. Only the 500 used last are kept (a WebP tile jacket is 2-10 KB, so at most a few MB).
  registerRoute(
    ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/covers/') || url.pathname.startsWith('/avatars/')),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 365 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );

  // Hashed build assets outside the precache (lazy route chunks): kept once used, or once warmed (warmScreens.ts).
  registerRoute(({ url, request }) => sameOrigin(url) && url.pathname.startsWith('/assets/') && request.destination !== 'document', assetsStrategy);

  // API reads: the network when it answers within 4 s, else the last storable answer.
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'),
    new NetworkFirst({
      cacheName: CACHE_NAMES.api,
      networkTimeoutSeconds: 4,
      plugins: [
        storableAnswersOnly,
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
        markCachedAnswers,
      ],
    }),
    'GET',
  );
}
