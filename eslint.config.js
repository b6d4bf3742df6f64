// @ts-check
/**
 * ESLint (flat config): `npm run lint`, run by `npm test` right after the typecheck, then `prettier --check .`
 * (formatting: .prettierrc.json; `npm run format` writes it).
 *
 * THE LAYERS (../shared/DESIGN.md). Each part of the code may import only the parts below it:
 *
 *   src/server   Fastify API ............................ imports src/shared only (never the client, the worker, src/sync)
 *   src/client   the page (React + Ionic) ............... imports src/shared and src/sync (never src/server, never sw/)
 *   sw/          the service worker (Workbox) ........... imports src/sync and src/shared only (never the page)
 *   src/sync     the outbox protocol of page and worker . imports src/shared only (neither the page nor the worker)
 *   src/shared   contracts (zod/mini) and pure rules .... imports nothing outside src/shared
 *
 * Inside src/client, layers that import only downwards:
 *
 *   app/       router, providers, shell layout
 *   routes/    thin TanStack file routes
 *   pages/     one per screen: composes features and entities
 *   features/  one user action each; a feature NEVER imports another feature
 *   entities/  one domain object each: queryOptions, keys, types, small display parts
 *   ui/        the design system over Ionic          } the bottom: they import no layer above
 *   lib/       api client, i18n, dates, Dexie        }
 *
 * A layer may also import its own folder's files. `pages/shell` holds the shell layout (header, tabs, menus,
 * providers) because TanStack's file routes render their layout; `app/` creates the router and starts the page.
 * All of it is enforced as errors, with no import cycle anywhere in src/ or sw/.
 */
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Our top-level code folders (a boundary names where an import may come from). */
const OURS = ['./src/client', './src/server', './src/shared', './src/sync', './sw', './tests', './scripts', './bench'];

/** A zone: files in `target` may import from `allowed` (and packages) only. */
function importsOnly(target, allowed, message) {
  return { target, from: OURS.filter((dir) => dir !== target && !allowed.includes(dir)), message };
}

const BOUNDARIES = [
  importsOnly('./src/server', ['./src/shared'], 'src/server imports src/shared only (never the client, the worker or src/sync).'),
  importsOnly('./src/client', ['./src/shared', './src/sync'], 'src/client imports src/shared and src/sync only (never src/server or sw/).'),
  importsOnly('./sw', ['./src/shared', './src/sync'], 'sw/ imports src/sync and src/shared only: the worker never depends on the page.'),
  importsOnly('./src/sync', ['./src/shared'], 'src/sync imports src/shared only: neither the page nor the worker.'),
  importsOnly('./src/shared', [], 'src/shared imports nothing outside src/shared.'),
];

/** The client's layers, top to bottom; each imports only the layers after it. */
const CLIENT = './src/client';
const CLIENT_LAYERS = ['app', 'routes', 'pages', 'features', 'entities', 'ui', 'lib'];
const FEATURES_DIR = new URL('./src/client/features', import.meta.url);
const FEATURES = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const CLIENT_LAYER_ZONES = [
  ...CLIENT_LAYERS.slice(1).map((layer, i) => ({
    target: `${CLIENT}/${layer}`,
    from: CLIENT_LAYERS.slice(0, i + 1).map((above) => `${CLIENT}/${above}`),
    message: `client/${layer} imports only the layers below it (${CLIENT_LAYERS.slice(i + 2).join(', ') || 'none'}).`,
  })),
  ...FEATURES.map((feature) => ({
    target: `${CLIENT}/features/${feature}`,
    from: `${CLIENT}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to an entity, ui/ or lib/.',
  })),
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dev-dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      '.tmp/',
      '.tanstack/',
      'src/client/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value left out on purpose (`const { seq: _seq, ...rest } = change`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['sw/*.ts', 'src/sync/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // React Compiler rules that flag working code written before them (a state set in an effect, a ref read while
      // rendering, a ref-held callback assigned during render); fixing them means rewriting those components, so they
      // warn until the components are rewritten (issue 16 part 2 replaces most hand-built sheets and drawers).
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
      'react-hooks/immutability': 'warn',
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs put focus on their first field or their main button when they open, as the WAI-ARIA dialog pattern
      // asks; the rule cannot tell a dialog from a page. Warn, so that a new autoFocus outside a dialog is seen.
      'jsx-a11y/no-autofocus': 'warn',
    },
  },

  // Import boundaries and cycles.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Our imports name the file with its extension (`./store.ts`), so Node's resolution finds them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...CLIENT_LAYER_ZONES] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
