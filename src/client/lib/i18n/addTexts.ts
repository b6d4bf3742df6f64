import i18next from './i18n.ts';

/**
 * Adds a feature's texts (one locale file) to the one translation namespace. A feature that only lazy chunks use
 * registers its file from its own texts.ts, imported by each module that uses its keys, so the first route does not
 * carry every screen's texts; the module runs before any component of it renders.
 */
export function addTexts(texts: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'translation', texts, true, true);
}
