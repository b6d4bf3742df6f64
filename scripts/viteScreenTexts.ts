import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads the texts of the screens it draws before any script runs from (plugins/client.ts). */
export const SCREEN_TEXTS_FILE = 'screen-texts.json';

const LOCALES = path.resolve(import.meta.dirname, '../src/client/lib/i18n/locales');

/** A message of a locale file by its key path ('yourBooks.title' in en.yourBooks.json; the common namespace is en.json). */
function message(namespace: string, key: string): string {
  const file = namespace === 'common' ? 'en.json' : `en.${namespace}.json`;
  const messages = JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof text !== 'string') throw new Error(`screen texts: no message ${namespace}:${key}`);
  return text;
}

/**
 * Vite plugin: writes `screen-texts.json` into the client's folder, the heading and subtitle of the screens whose
 * heading the server draws in the static shell (signed-in /yourbooks and an anonymous visitor's /: the heading is the
 * screen's largest contentful paint), from the locale files, so the shell and the app say the same.
 */
export function screenTexts(): Plugin {
  return {
    name: 'booktrade:screen-texts',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!Object.keys(bundle).some((name) => name.startsWith('assets/'))) return; // not the client's bundle (the worker's)
      const texts = {
        yourbooks: { title: message('yourBooks', 'yourBooks.title'), subtitle: message('yourBooks', 'yourBooks.help') },
        home: { title: message('common', 'home.anonymousTitle'), subtitle: message('common', 'home.anonymousText') },
      };
      writeFileSync(path.join(options.dir ?? 'dist/client', SCREEN_TEXTS_FILE), JSON.stringify(texts));
    },
  };
}
