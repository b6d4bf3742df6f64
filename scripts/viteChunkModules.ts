import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { bootFiles } from './viteBootPreloads.ts';

/** Where the client build writes which modules each of its JS files holds (outside dist/client: not served). */
export const chunkModulesFile = (clientDir: string) => path.join(clientDir, '..', 'client-chunk-modules.json');

/**
 * Vite plugin: writes chunkModulesFile(outDir), `{ "assets/x.js": ["/abs/path/module.ts", ...] }`, so that a measure
 * of the loaded files can tell which code they hold.
 */
export function chunkModules(): Plugin {
  return {
    name: 'booktrade:chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      if (!chunks.some((chunk) => chunk.fileName.startsWith('assets/'))) return; // not the client's bundle (the worker's)
      const modules = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => id.split('?')[0]!)]));
      writeFileSync(chunkModulesFile(options.dir ?? 'dist/client'), JSON.stringify(modules));
    },
  };
}

/** Where the client build writes the JS files each screen loads before it paints, beyond index.html's (server: plugins/client.ts). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The modules a screen's first paint runs beyond the entry, by screen (the server's names): its route file's split
 * parts (loader, component) and what they import at once, the contract its first read parses and the texts it shows.
 * The browser only finds these once the entry and then the route's loader have run; preloaded from the HTML
 * (<link rel="modulepreload">), they load together with the entry.
 */
// Not '/': its largest paint is the static shell's already (LCP = FCP), and with its route's chunks preloaded
// signed-in '/' measured 194.6 KiB gz of JS before its paint (192.6 without; ceiling 193: first-route-budget.spec.ts).
const SCREEN_MODULES: Record<string, RegExp[]> = {
  title: [
    /src[\\/]client[\\/]routes[\\/]_shell[\\/]title\.\$sku\.tsx$/,
    /src[\\/]shared[\\/]contracts[\\/]endpoints[\\/]titles\.ts$/,
    /src[\\/]client[\\/]lib[\\/]i18n[\\/]locales[\\/]en\.(titleDetail|reviews)\.json$/,
  ],
  yourbooks: [
    /src[\\/]client[\\/]routes[\\/]_shell[\\/]yourbooks\.tsx$/,
    /src[\\/]shared[\\/]contracts[\\/]endpoints[\\/](shelves|requests|downloads|myReviews)\.ts$/,
    /src[\\/]client[\\/]lib[\\/]i18n[\\/]locales[\\/]en\.stacks\.json$/,
  ],
};

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** The files of `roots` and of what they import statically, transitively. */
function withStaticImports(roots: string[], byName: Map<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    byName.get(name)?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Vite plugin: writes `route-chunks.json` into the client's folder, `{ "title": ["/assets/x.js", ...], ... }`: for each
 * screen of SCREEN_MODULES, the chunks holding its modules and their static imports, less the entry's and its stages'
 * (bootFiles: index.html preloads them already).
 */
export function routeChunks(): Plugin {
  return {
    name: 'booktrade:route-chunks',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as BuiltChunk[];
      if (!chunks.some((chunk) => chunk.fileName.startsWith('assets/'))) return; // not the client's bundle (the worker's)
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = bootFiles(chunks);
      const screens = Object.fromEntries(
        Object.entries(SCREEN_MODULES).map(([screen, patterns]) => {
          const roots = chunks
            .filter(
              (chunk) => !entry.has(chunk.fileName) && chunk.moduleIds.some((id) => patterns.some((pattern) => pattern.test(id.split('?')[0]!))),
            )
            .map((chunk) => chunk.fileName);
          const files = [...withStaticImports(roots, byName)].filter((name) => !entry.has(name));
          return [screen, files.sort().map((name) => `/${name}`)];
        }),
      );
      writeFileSync(path.join(options.dir ?? 'dist/client', ROUTE_CHUNKS_FILE), JSON.stringify(screens));
    },
  };
}
