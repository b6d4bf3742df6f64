import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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
