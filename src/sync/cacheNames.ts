/** Cache names of the service worker, shared with the code that clears them (the worker and the page at sign out). */
export const CACHE_NAMES = {
  images: 'images',
  assets: 'assets',
  api: 'api-v1',
} as const;
