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
 * why) every file of bootFiles, not only the entry's static imports: the stages the entry imports one at a time are
 * then fetched at once, with the HTML, and staging costs no round trip.
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
