/**
 * Build-time helper (runs in Node inside vite.config.ts, not in the service worker):
 * limits the precache to the shell, i.e. the entry chunk, the first route's chunks and
 * everything they import statically, with their CSS and assets. Lazy chunks (other routes,
 * reader, export, registration's robot check) stay out; the worker caches them at runtime once used.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

interface ManifestEntryLike {
  url: string;
  revision: string | null;
  size: number;
}

interface ChunkMeta {
  importedCss?: Set<string>;
  importedAssets?: Set<string>;
}

export interface ShellPrecache {
  /** Vite plugin that records the shell's files from the client bundle. */
  plugin: Plugin;
  /** workbox-build manifest transform that drops every build asset outside the shell. */
  keepShellOnly: (entries: ManifestEntryLike[]) => { manifest: ManifestEntryLike[]; warnings: string[] };
}

/** `firstRouteFiles`: the route modules of the start page (their split chunks are part of the shell). */
export function shellPrecache(options: { firstRouteFiles: string[]; assetsDir?: string }): ShellPrecache {
  const assetsDir = options.assetsDir ?? 'assets';
  const firstRouteFiles = options.firstRouteFiles.map((file) => path.resolve(file));
  const shellFiles = new Set<string>();
  let recorded = false;

  const isFirstRouteModule = (id: string | null | undefined): boolean =>
    !!id && firstRouteFiles.includes(path.resolve(id.split('?')[0] ?? id));

  const plugin: Plugin = {
    name: 'booktrade:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const visit = (chunk: Rolldown.OutputChunk | undefined): void => {
        if (!chunk || shellFiles.has(chunk.fileName)) return;
        shellFiles.add(chunk.fileName);
        const meta = (chunk as unknown as { viteMetadata?: ChunkMeta }).viteMetadata;
        meta?.importedCss?.forEach((file) => shellFiles.add(file));
        meta?.importedAssets?.forEach((file) => shellFiles.add(file));
        chunk.imports.forEach((file) => visit(byName.get(file)));
      };
      for (const chunk of chunks) {
        if (chunk.isEntry || isFirstRouteModule(chunk.facadeModuleId)) visit(chunk);
      }
      recorded = true;
    },
  };

  const keepShellOnly: ShellPrecache['keepShellOnly'] = (entries) => {
    if (!recorded) return { manifest: entries, warnings: ['shell precache: no client bundle recorded, precaching every matched file'] };
    const manifest = entries.filter((entry) => !entry.url.startsWith(`${assetsDir}/`) || shellFiles.has(entry.url));
    const warnings = manifest.some((entry) => entry.url.endsWith('.js'))
      ? []
      : ['shell precache: no JavaScript in the precache; check firstRouteFiles'];
    return { manifest, warnings };
  };

  return { plugin, keepShellOnly };
}
