/**
 * The TanStack Router route tree (src/client/routeTree.gen.ts) is generated from the file routes in
 * src/client/routes, never written by hand nor kept in git: Vite's router plugin writes it on build and dev,
 * and `npm run typecheck` runs this first so tsc sees the current tree on a fresh clone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

/** The router plugin's options, shared with vite.config.ts. */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/client/routes',
  generatedRouteTree: './src/client/routeTree.gen.ts',
} as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await new Generator({ config: getConfig(ROUTER_OPTIONS, root), root }).run();
}
