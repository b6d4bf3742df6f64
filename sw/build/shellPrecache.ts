/**
 * Build-time helper (runs in Node inside vite.config.ts, not in the service worker): limits the precache
 * to the shell, i.e. the entry chunk and every chunk it loads statically or lazily, with their CSS and
 * assets, except other routes' chunks and the modules loaded on demand (registration modal and its robot
 * check, reader, export). The worker caches those at runtime once used, and, once the app is idle, all of them
 * (SCREENS_FILE lists them): so a screen or drawer never opened online still opens offline, and a downloaded galley
 * opens in the reader.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SCREENS_FILE } from '../../src/sync/workerMessages.ts';

interface ManifestEntryLike {
  url: string;
  revision: string | null;
  size: number;
}

interface ChunkMeta {
  importedCss?: Set<string>;
  importedAssets?: Set<string>;
}

export interface ShellPrecacheOptions {
  /** Route modules of the start page: their split chunks join the shell; other routes' chunks do not. */
  startRoutes: string[];
  /** Lazily loaded modules that stay out of the shell: a file path, or a pattern tested on the module id. */
  onDemand: Array<string | RegExp>;
  /**
   * Chunks of texts loaded by name (i18next namespaces, one per locale file): `chunk` matches such a chunk's module id
   * and captures its namespace; `namesIn` lists the namespaces a module's source names. A namespace chunk follows the
   * code of its area: in the shell when a module of a shell chunk names it, cached at runtime (and warmed) otherwise.
   */
  namespaces?: { chunk: RegExp; namesIn: (source: string) => string[] };
  assetsDir?: string;
}

export interface ShellPrecache {
  /** Vite plugin that records the shell's files from the client bundle. */
  plugin: Plugin;
  /** workbox-build manifest transform that drops every build asset outside the shell. */
  keepShellOnly: (entries: ManifestEntryLike[]) => { manifest: ManifestEntryLike[]; warnings: string[] };
}

/** TanStack Router's autoCodeSplitting marks a route's split parts with this query. */
const ROUTE_SPLIT = '?tsr-split';

export function shellPrecache(options: ShellPrecacheOptions): ShellPrecache {
  const assetsDir = options.assetsDir ?? 'assets';
  const fileOf = (id: string): string => path.resolve(id.split('?')[0] ?? id);
  const startRoutes = new Set(options.startRoutes.map(fileOf));
  const onDemandFiles = new Set(options.onDemand.filter((item) => typeof item === 'string').map(fileOf));
  const onDemandPatterns = options.onDemand.filter((item) => item instanceof RegExp);
  const shellFiles = new Set<string>();
  let recorded = false;

  /** Chunks that only some screens or actions load. */
  const isOnDemand = (chunk: Rolldown.OutputChunk): boolean => {
    const id = chunk.facadeModuleId;
    if (!id || chunk.isEntry) return false;
    if (id.includes(ROUTE_SPLIT) && !startRoutes.has(fileOf(id))) return true;
    return onDemandFiles.has(fileOf(id)) || onDemandPatterns.some((pattern) => pattern.test(id));
  };

  const plugin: Plugin = {
    name: 'booktrade:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const namespaceOf = (chunk: Rolldown.OutputChunk): string | undefined =>
        chunk.facadeModuleId && options.namespaces ? options.namespaces.chunk.exec(chunk.facadeModuleId)?.[1] : undefined;
      const visit = (chunk: Rolldown.OutputChunk | undefined): void => {
        if (!chunk || shellFiles.has(chunk.fileName) || isOnDemand(chunk) || namespaceOf(chunk) !== undefined) return;
        shellFiles.add(chunk.fileName);
        const meta = (chunk as unknown as { viteMetadata?: ChunkMeta }).viteMetadata;
        meta?.importedCss?.forEach((file) => shellFiles.add(file));
        meta?.importedAssets?.forEach((file) => shellFiles.add(file));
        [...chunk.imports, ...chunk.dynamicImports].forEach((file) => visit(byName.get(file)));
      };
      shellFiles.clear();
      chunks.filter((chunk) => chunk.isEntry).forEach(visit);
      if (options.namespaces) {
        const { namesIn } = options.namespaces;
        const named = new Set(
          chunks
            .filter((chunk) => shellFiles.has(chunk.fileName))
            .flatMap((chunk) => chunk.moduleIds.filter((id) => /\/src\/client\/.*\.tsx?$/.test(id)))
            .flatMap((id) => namesIn(readFileSync(fileOf(id), 'utf8'))),
        );
        for (const chunk of chunks) {
          const namespace = namespaceOf(chunk);
          if (namespace !== undefined && named.has(namespace)) shellFiles.add(chunk.fileName);
        }
      }
      recorded = true;
    },
    // Once written: the bundle then holds the files as output (Vite drops the JS of CSS-only chunks after this
    // plugin's generateBundle).
    writeBundle(options, bundle) {
      if (!Object.keys(bundle).some((file) => file.startsWith(`${assetsDir}/`))) return; // not the client's bundle
      const later = Object.keys(bundle)
        .filter((file) => file.startsWith(`${assetsDir}/`) && /\.(js|css|wasm)$/.test(file) && !shellFiles.has(file))
        .sort()
        .map((file) => `/${file}`);
      writeFileSync(path.join(options.dir ?? 'dist', SCREENS_FILE), JSON.stringify(later));
    },
  };

  const keepShellOnly: ShellPrecache['keepShellOnly'] = (entries) => {
    if (!recorded) return { manifest: entries, warnings: ['shell precache: no client bundle recorded, precaching every matched file'] };
    const manifest = entries.filter((entry) => !entry.url.startsWith(`${assetsDir}/`) || shellFiles.has(entry.url));
    return { manifest, warnings: [] };
  };

  return { plugin, keepShellOnly };
}
