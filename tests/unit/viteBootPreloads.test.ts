import { describe, expect, it } from 'vitest';
import { bootLoaded, bootPreloads } from '../../scripts/viteBootPreloads.ts';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[] };
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  dynamicImports,
});

/** An entry with a static import and two stages; the app's stage imports a shared core and a route lazily. */
const BUNDLE = [
  chunk('assets/index-a.js', ['assets/helper.js'], ['assets/vendor.js', 'assets/main.js'], true),
  chunk('assets/helper.js'),
  chunk('assets/vendor.js'),
  chunk('assets/main.js', ['assets/vendor.js', 'assets/core.js'], ['assets/route.js']),
  chunk('assets/core.js', ['assets/ionic.js']),
  chunk('assets/ionic.js'),
  chunk('assets/route.js', ['assets/core.js', 'assets/lazy.js']),
  chunk('assets/lazy.js'),
];

const tagsFor = (html: string, chunks: Chunk[]) => {
  const hook = bootPreloads().transformIndexHtml as { handler: (html: string, context: object) => unknown };
  const bundle = Object.fromEntries(chunks.map((file) => [file.fileName, file]));
  return hook.handler(html, { bundle, chunk: chunks[0] }) as Array<{ attrs: { href: string } }>;
};

describe('bootPreloads', () => {
  it("preloads the entry's stages and their static imports, not what the stages load lazily nor what index.html has", () => {
    const html = '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/helper.js">';
    const tags = tagsFor(html, BUNDLE);
    expect(tags.map((tag) => tag.attrs.href)).toEqual(['/assets/core.js', '/assets/ionic.js', '/assets/main.js', '/assets/vendor.js']);
    expect(tags[0]).toMatchObject({ tag: 'link', attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true }, injectTo: 'head' });
  });
});

describe('bootLoaded', () => {
  it("drops the boot's files from a lazy part's preloads, keeps the entry's stages' lists, and lists all before it knows the bundle", () => {
    const { plugin, resolveDependencies } = bootLoaded();
    const routeDeps = ['assets/route.js', 'assets/core.js', 'assets/lazy.js', 'assets/vendor.js'];
    expect(resolveDependencies('assets/route.js', routeDeps, { hostId: 'assets/main.js' })).toEqual(routeDeps);
    const generateBundle = plugin.generateBundle as (options: object, bundle: object) => void;
    generateBundle({}, Object.fromEntries(BUNDLE.map((file) => [file.fileName, file])));
    expect(resolveDependencies('assets/route.js', routeDeps, { hostId: 'assets/main.js' })).toEqual(['assets/route.js', 'assets/lazy.js']);
    const stage = ['assets/main.js', 'assets/vendor.js', 'assets/core.js'];
    expect(resolveDependencies('assets/main.js', stage, { hostId: 'assets/index-a.js' })).toEqual(stage);
  });
});
