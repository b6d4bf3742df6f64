import i18next from './i18n.ts';

/**
 * Loads the namespaces a screen's components translate with (its route's `staticData.texts`), so that the screen's
 * first render does not suspend on them: fetched with the route's data rather than after it, and never a fallback
 * committed in the middle of the first render (a page that remounts loses its focus). A namespace whose file failed
 * to load counts as loaded, as in useTranslation: its keys show.
 */
export async function loadTexts(matches: readonly { staticData?: { texts?: readonly string[] } }[]): Promise<void> {
  const missing = [...new Set(matches.flatMap((match) => match.staticData?.texts ?? []))].filter((ns) => !i18next.hasLoadedNamespace(ns));
  if (missing.length) await i18next.loadNamespaces(missing).catch(() => undefined);
}
