import type { Plugin } from 'vite';

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The files the entry (src/client/app/boot.ts) runs before the app has started: its own and its static imports, and
 * the stages it imports one after the other (its dynamic imports) with their static imports.
 */
export function bootFiles(chunks: readonly BuiltChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    byName.get(name)?.imports.forEach(visit);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    visit(entry.fileName);
    entry.dynamicImports.forEach(visit);
  }
  return seen;
}

/**
 * Vite plugin: index.html preloads (<link rel="modulepreload">, at low priority as scripts/viteScriptPriority.ts says
 * why, from its after-paint template: scripts/viteAfterPaint.ts) every file of bootFiles, not only the entry's static
 * imports: the stages the entry imports one at a time are then fetched together, and staging costs no round trip.
 */
export function bootPreloads(): Plugin {
  return {
    name: 'booktrade:boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const chunks = Object.values(context.bundle).filter((file) => file.type === 'chunk');
        const linked = new Set([...html.matchAll(/<(?:link|script)[^>]*(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
        return [...bootFiles(chunks)]
          .filter((file) => !linked.has(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * What a dynamic import needs preloaded, without the files the boot has loaded (bootFiles): the app runs only after
 * them, so listing them again in every lazy part's preloads only costs bytes and time. Vite's preload helper resolves
 * a URL for each listed file on every dynamic import (about 45 ms at 4x slowdown on a first visit of /yourbooks).
 * `plugin` learns the boot's files from the bundle (its generateBundle runs before Vite's import analysis, a post
 * plugin, asks resolveDependencies); the entry's own imports, its stages, keep their lists. index.html's own list is
 * filtered too: bootPreloads lists those files again, sorted by name rather than in the entry's order (keeping Vite's
 * order measured no consistent difference, README stop 35).
 */
export function bootLoaded() {
  let boot: Set<string> | undefined;
  let entries = new Set<string>();
  const plugin: Plugin = {
    name: 'booktrade:boot-loaded',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      boot = bootFiles(chunks);
      entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }): string[] =>
    !boot || entries.has(hostId) ? deps : deps.filter((dep) => !boot!.has(dep));
  return { plugin, resolveDependencies };
}
