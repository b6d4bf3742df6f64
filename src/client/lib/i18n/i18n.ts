import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import common from './locales/en.json';
import titles from './locales/en.titles.json';
import yourBooks from './locales/en.yourBooks.json';

/**
 * i18next with the seed texts, one namespace per locale file: en.json is 'common', en.<area>.json is '<area>'.
 * Interpolation uses the seeds' single braces: 'the {name} community'.
 *
 * The first routes' namespaces (common, titles, yourBooks: what '/', '/title/{sku}' and '/yourbooks' show before any
 * action) are bundled, so the first paint never waits for texts. Every other namespace is its own chunk, fetched when
 * a component naming it (useTranslation('reviews'), t('reviews:...')) first renders; the component suspends meanwhile
 * (./useTranslation.ts), inside the Suspense boundary its code loaded in (a route's pending skeleton, a lazy overlay's
 * fallback). The service worker treats these chunks like the code of their area (sw/build/shellPrecache.ts):
 * precached when that code is, cached once used (or warmed when idle) otherwise, so a screen opened once shows its
 * texts offline.
 */
export const DEFAULT_NS = 'common';
export const BUNDLED_NS = { common, titles, yourBooks } as const;

const lazyLocales = import.meta.glob<ResourceKey>(['./locales/en.*.json', '!./locales/en.titles.json', '!./locales/en.yourBooks.json'], {
  import: 'default',
});

/** The namespaces of this locale's lazily loaded files, by name. */
export const LAZY_NS: Record<string, () => Promise<ResourceKey>> = Object.fromEntries(
  Object.entries(lazyLocales).map(([file, load]) => [/en\.(\w+)\.json$/.exec(file)![1], load]),
);

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (_language, namespace, callback) => {
    const load = LAZY_NS[namespace];
    if (!load) return callback(new Error(`i18n: no locale file for the namespace '${namespace}'`), null);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18next.use(localeChunks).init({
  lng: 'en',
  fallbackLng: false,
  ns: Object.keys(BUNDLED_NS),
  defaultNS: DEFAULT_NS,
  fallbackNS: false,
  resources: { en: BUNDLED_NS },
  // The bundled namespaces are there; the others load through the backend when first used.
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

export default i18next;
