/**
 * The TanStack Router route tree (src/client/routeTree.gen.ts) is generated from the file routes in
 * src/client/routes, never written by hand nor kept in git: Vite's router plugin writes it on build and dev,
 * and `npm run typecheck` runs this first so tsc sees the current tree on a fresh clone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

/**
 * The router plugin's options, shared with vite.config.ts. Each route's loader is split into a chunk of its own
 * (TanStack's default keeps it in the route tree, i.e. the entry chunk, so every loader's queries and their imports grew
 * the first route of every screen); the route's page and its pending skeleton share one chunk. The router fetches the
 * loader's chunk and the page's together, so a cold start waits for the (small) loader chunk before the data fetch starts,
 * no more. The start screen (`/`, `/home`) keeps its loader in the entry (codeSplitGroupings in its route file): no
 * chunk before its data.
 */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  codeSplittingOptions: {
    defaultBehavior: [['loader'], ['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  },
  routesDirectory: './src/client/routes',
  generatedRouteTree: './src/client/routeTree.gen.ts',
} as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await new Generator({ config: getConfig(ROUTER_OPTIONS, root), root }).run();
}
