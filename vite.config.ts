import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { ROUTER_OPTIONS } from './scripts/routeTree.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { shellPrecache } from './sw/build/shellPrecache.ts';
import { precompress } from './scripts/vitePrecompress.ts';
import { chunkModules, routeChunks } from './scripts/viteChunkModules.ts';
import { screenTexts } from './scripts/viteScreenTexts.ts';
import { deferStyles } from './scripts/viteDeferStyles.ts';
import { lowPriorityScripts } from './scripts/viteScriptPriority.ts';
import { bootLoaded, bootPreloads } from './scripts/viteBootPreloads.ts';
import { afterPaintLoads } from './scripts/viteAfterPaint.ts';

const boot = bootLoaded();

// The precache holds the shell: the entry and every chunk it loads, statically or lazily, except other
// routes' chunks and these on-demand parts (the worker caches them at runtime once used).
const shell = shellPrecache({
  startRoutes: ['src/client/routes/__root.tsx', 'src/client/routes/_shell.tsx', 'src/client/routes/_shell/index.tsx'],
  onDemand: [
    'src/client/features/registration/RegistrationModal.tsx',
    'src/client/entities/session/PromptModal.tsx',
    // Like the title page's own route chunk: the title drawer and its panels load when a title is opened.
    'src/client/pages/titleDrawer/TitleDrawer.tsx',
    /\/src\/client\/(pages\/reader|entities\/galley|features\/export|pages\/scan|features\/scan|entities\/scan)\//,
    /\/node_modules\/(epubjs|pptxgenjs|altcha|barcode-detector|zxing-wasm)\//,
  ],
  // A namespace's texts (locales/en.<area>.json, its own chunk) are precached when code of the shell uses them
  // (useTranslation('area'), t('area:key')), cached once used otherwise, like that code.
  namespaces: {
    chunk: /\/src\/client\/lib\/i18n\/locales\/en\.(\w+)\.json$/,
    namesIn: (source) => [
      ...[...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((call) =>
        [...call[1]!.matchAll(/'(\w+)'/g)].map((name) => name[1]!),
      ),
      ...[...source.matchAll(/['"`](\w+):[A-Za-z]\w*\./g)].map((key) => key[1]!),
    ],
  },
});

// epubjs reads galleys through the reader's MemoryArchive (src/client/pages/reader/memoryArchive.ts), never through
// its own JSZip-based Archive: JSZip (~27 KiB gz) stays out of the reader's chunk.
const EPUBJS_NO_JSZIP = '\0epubjs-no-jszip';
const epubjsWithoutJszip: Plugin = {
  name: 'epubjs-without-jszip',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'jszip/dist/jszip' && importer && /[\\/]node_modules[\\/]epubjs[\\/]/.test(importer) ? EPUBJS_NO_JSZIP : null,
  load: (id) =>
    id === EPUBJS_NO_JSZIP
      ? 'export default class NoJSZip { constructor() { throw new Error("epubjs opens galleys through MemoryArchive"); } }'
      : null,
};

// ion-content (every first route) takes one helper from Ionic's overlays module, how a sheet modal's --height is read
// ("fullscreen", "content" or "definite"), and with it the whole module (overlays, framework delegate, gesture
// controller: about 4 KiB gz). The same helper inlined here: the overlays load with the first overlay opened. Ionic's
// own file names: an upgrade that changes them fails the build here rather than silently loading the overlays again.
const ION_CONTENT_MODULE = /@ionic[\\/]core[\\/]components[\\/]p-CYqC-Atm\.js$/;
const ION_CONTENT_OVERLAYS_IMPORT = 'import{n as d}from"./p-CVNoHMcR.js";';
const ionContentWithoutOverlays: Plugin = {
  name: 'ion-content-without-overlays',
  enforce: 'pre',
  transform(code, id) {
    if (!ION_CONTENT_MODULE.test(id)) return null;
    if (!code.includes(ION_CONTENT_OVERLAYS_IMPORT)) throw new Error(`${id}: Ionic changed, review ionContentWithoutOverlays in vite.config.ts`);
    const sizeOf = `const d=(n)=>{const e=n.trim().toLowerCase();return["","100%","100vw","100vh","100dvw","100dvh","100svw","100svh"].includes(e)?"fullscreen":["auto","fit-content","min-content","max-content"].some((s)=>e.endsWith(s))?"content":"definite"};`;
    return { code: code.replace(ION_CONTENT_OVERLAYS_IMPORT, sizeOf), map: null };
  },
};

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    epubjsWithoutJszip,
    ionContentWithoutOverlays,
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    shell.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Book Trade Community',
        short_name: 'BookTrade',
        description: 'Discover titles, request and read review copies, review and talk about books.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f4e79',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Manifest icons and manifest.webmanifest are added to the precache by the plugin itself.
      injectManifest: {
        // The shell only: entry and first-route chunks with their CSS. Lazy chunks (other routes, reader,
        // export, robot check) stay out of the precache; the worker caches them at runtime once used.
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2,svg,png}'],
        manifestTransforms: [shell.keepShellOnly],
      },
      devOptions: { enabled: false },
    }),
    // index.html's stylesheets do not block the static shell's first paint (the app applies them before it renders).
    deferStyles(),
    lowPriorityScripts(),
    // index.html preloads the stages the entry (src/client/app/boot.ts) imports one at a time.
    bootPreloads(),
    // ...all of which, with the deferred stylesheets, start once the static shell has painted (src/client/app/boot.ts).
    afterPaintLoads(),
    // No dynamic import lists the boot's files again among its preloads (build.modulePreload.resolveDependencies below).
    boot.plugin,
    precompress('dist/client'),
    // dist/client-chunk-modules.json: which modules each built file holds (first-route budget: no reader, export, import).
    chunkModules(),
    // dist/client/route-chunks.json: the JS each first screen loads beyond the entry (the server preloads it with the HTML).
    routeChunks(),
    // dist/client/screen-texts.json: the headings of the screens the server draws in the static shell.
    screenTexts(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shims' own implementation (for React < 18) stays out of the first route
      // (TanStack Store imports the shims).
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    // Vite's default target (baseline-widely-available: Chrome/Edge 111, Firefox 114, Safari 16.4) is modern already; the
    // modulepreload polyfill only makes older browsers fetch the imports earlier (those load them as they are imported).
    modulePreload: { polyfill: false, resolveDependencies: boot.resolveDependencies },
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Ionic's per-component modules only define custom elements when used; without this hint
        // every Ionic component lands in the entry chunk (323 KiB gz measured vs 158 KiB).
        moduleSideEffects: (id: string) => !/@ionic\/core\/components\//.test(id),
        // @ionic/react wraps every component at module level; these factories are pure, so unused wrappers go.
        manualPureFunctions: [
          'createReactComponent',
          'createForwardRef',
          'createInlineOverlayComponent',
          'createOverlayComponent',
          'createControllerComponent',
          'memo',
          'React.memo',
        ],
      },
      output: {
        // Chunks and assets by their hash alone (the entry keeps its name): the entry lists every lazy chunk's files for
        // its preloads, about 175 names, so names cost 1.4 KiB gz on each first route (/ 189.0 -> 187.6 KiB gz).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // Vite's helper that preloads a dynamic import's files, on its own (a few hundred bytes): in a group with
              // other modules it would make the entry, which imports it, run them too before its first stage.
              name: 'preload-helper',
              test: /vite\/preload-helper/,
            },
            {
              // The libraries every first route runs, in one chunk instead of ~10 small shared ones:
              // 4.4 KiB gz less on '/' (gzip works better on one file) and fewer requests. A module of
              // these packages used only by a lazy chunk would join this one too: bench/bundles.ts watches.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|i18next)[\\/]/,
            },
            {
              // Ionic's scrolling content and the helpers of it that lazy parts (the pull-to-refresh's ion-refresher)
              // share: in one chunk as before the refresher came, not three small ones (0.7 KiB gz more on every first route).
              name: 'ion-content',
              test: /@ionic[\\/]core[\\/]components[\\/](ion-content|p-byZM6qHV|p-Dojwmvde|p-CIGNaXM1)\.js$/,
            },
            {
              // The small shared rules and contracts every first route runs, and the endpoint map's zod-free routes (a few
              // hundred bytes per area), in one chunk instead of twenty tiny ones.
              name: 'shared',
              // The session's contract too: every first route parses the session with it (0.3 KiB gz less than its own chunk).
              // Areas no first route calls keep their routes in their own chunks (each joins the first route otherwise:
              // tests/e2e/first-route-budget.spec.ts).
              test: /src[\\/]shared[\\/](contracts[\\/](fields|titles|endpoint|problem|session|endpoints[\\/]session|routes[\\/](?!communities|conversations|events|reader|reviewEditor|catalogs|savedFilters|collections|lists|listExtras|reviewCopies|titleReviews|myReviews|downloads|requests|shelves|subscriptions|profile)\w+)|domain[\\/](wellFormedText|titleSort|titleFilters|password))\.ts$/,
            },
            {
              // What every screen is drawn with (its page frame, its lazy parts' loader, a title's jacket), which every first
              // route loads with its screen: one chunk instead of three.
              name: 'screen',
              test: /src[\\/]client[\\/](ui[\\/](ScreenPage|lazyPart)|entities[\\/]title[\\/]Jacket)\.tsx$/,
            },
            {
              // The queries of a member's own books (shelves, requests, downloads, reviews, open panels), which Your Books, its
              // grids, the title page and signed-in home read, from their route loaders (each in a chunk of its own,
              // scripts/routeTree.ts) and their pages: one chunk instead of five of 150-1000 bytes (1.0 KiB gz less on /yourbooks).
              name: 'member-queries',
              test: /src[\\/]client[\\/]entities[\\/](shelf[\\/]queries|request[\\/]queries|download[\\/]queries|review[\\/]queries|session[\\/]communityAppPreferences)\.ts$/,
            },
            {
              // The client's small modules every first route runs (query keys, the current user, the offline copies'
              // helpers, the toast store...): one chunk instead of about twenty of 100-600 bytes each.
              name: 'core',
              // The api client, offline copies, change mutations, the first-paint signal, the shelves rule, i18n.ts and the first routes' texts (common, titles, yourBooks) join it too (every
              // first route loads them with the entry: 2.3 KiB gz less on each first route than seven small chunks), and
              // the few small modules the app (main.tsx) shares with routes' chunks (three chunks of their own otherwise).
              test: /src[\\/]((client[\\/](entities[\\/]\w+[\\/]queryKeys|lib[\\/](config|currentUser|toast|images|useIsSmallScreen|queryClient|api|afterFirstPaint|i18n[\\/]i18n|offline[\\/](dbName|persistStorage|resources|optimistic|storedRows|writeThrough|offlineQuery|offlineAnswers|useChangeMutation|outbox[\\/](change|user))))|client[\\/](entities[\\/]titleList[\\/]listSearch|pages[\\/]yourBooks[\\/]sections)|sync[\\/]outbox[\\/]protocol|shared[\\/]domain[\\/](shelves|sessionRoutes|yourBooksTabs))\.ts|client[\\/]lib[\\/]i18n[\\/]locales[\\/]en(\.titles|\.yourBooks)?\.json)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/covers': API_TARGET, '/galleys': API_TARGET },
  },
});
