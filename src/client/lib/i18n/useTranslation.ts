import type { TFunction } from 'i18next';
import i18next, { DEFAULT_NS } from './i18n.ts';

/** What a component translates with: `t` of its first namespace (the others by prefix, 'common:...'), and i18next. */
export interface Translation {
  t: TFunction;
  i18n: typeof i18next;
}

const translations = new Map<string, Translation>();
const loading = new Map<string, Promise<unknown>>();

/**
 * react-i18next's useTranslation for this app, which has one language that never changes: a component whose
 * namespaces are not loaded yet suspends until they are (a namespace whose file failed to load counts as loaded, and
 * its keys show); once they are, every component of those namespaces gets the same `t`, with no state, subscription
 * or per-component copy of i18next (react-i18next's hook cost 60-100 ms at 4x on a first render of Your Books).
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NS): Translation {
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const key = namespaces.join(' ');
  const known = translations.get(key);
  if (known) return known;
  const missing = namespaces.filter((namespace) => !i18next.hasLoadedNamespace(namespace));
  if (missing.length) {
    let load = loading.get(key);
    if (!load) loading.set(key, (load = i18next.loadNamespaces(missing).finally(() => loading.delete(key))));
    throw load;
  }
  const translation: Translation = { t: i18next.getFixedT(null, namespaces[0]!), i18n: i18next };
  translations.set(key, translation);
  return translation;
}
