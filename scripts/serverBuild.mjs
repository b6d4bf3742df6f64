/**
 * The server bundle `npm start` runs: scripts/start.ts and the server code it imports, bundled by esbuild into
 * dist/server/start.mjs (and chunks for what it imports lazily), with the npm packages it uses (Fastify, Drizzle, zod,
 * ...) bundled in too. Plain node loads a few files instead of tsx compiling ~100 TypeScript modules and Node
 * resolving and wrapping some 300 package modules at every start. Rebuilt when its sources or the installed packages
 * are newer than the bundle's stamp (the same idea as dist/client/.build-stamp in clientBuild.ts).
 *
 * Plain JavaScript on purpose: scripts/start.mjs runs it under plain node, without tsx.
 */
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE_DIR = path.join(ROOT, 'dist', 'server');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'start.mjs');
const ENTRY = path.join(ROOT, 'scripts', 'start.ts');
const STAMP = path.join(SERVER_BUNDLE_DIR, '.build-stamp');

/** Everything the bundle is built from. */
const BUILD_INPUTS = [
  'src/server',
  'src/shared',
  'scripts/start.ts',
  'scripts/clientBuild.ts',
  'scripts/serverBuild.mjs',
  'tsconfig.json',
  'package-lock.json',
  // npm install and npm ci write it: the packages bundled in may have changed.
  'node_modules/.package-lock.json',
];

/**
 * Packages left to Node: PGlite finds its WebAssembly and data files next to its own modules (and runs in its own
 * thread from pgliteWorker.mjs, which is not bundled), argon2 and sharp are native add-ons, esbuild builds this bundle,
 * pg-native is pg's optional native binding.
 */
const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'sharp', 'esbuild', 'pg-native'];

/**
 * Bundled CommonJS packages call require() for Node's own modules; an ES module has no require, so the bundle makes
 * one. (Written in two parts: sourceImportMetaUrl rewrites that expression wherever it appears in this file's text.)
 */
const REQUIRE_BANNER = `import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta${'.url'});`;

/** Newest modification time (ms) of a file or of any file below a directory, skipping `ignored`; 0 if absent. */
export function newestMtime(target, ignored = new Set()) {
  if (ignored.has(target)) return 0;
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry), ignored));
  return newest;
}

/** Why the server bundle needs a build, or undefined when dist/server/start.mjs is up to date. */
export function serverBuildReason() {
  if (!existsSync(SERVER_BUNDLE)) return 'no server bundle in dist/server';
  if (!existsSync(STAMP)) return 'dist/server has no build stamp';
  const built = statSync(STAMP).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Source modules find files next to themselves with `new URL('./migrations', import.meta.url)`. In the bundle
 * import.meta.url is the output file's, so each source module's import.meta.url becomes its own file's URL, written
 * relative to dist/server where every output file is (the work tree can move).
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(SERVER_BUNDLE_DIR, args.path).split(path.sep).join('/');
      const loader = path.extname(args.path).slice(1).replace(/^[cm]/, '');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader,
      };
    });
  },
};

/** Bundles the server with esbuild and stamps the result; throws when the build fails. */
export async function buildServer() {
  const started = new Date();
  // Imported here: a start with an up-to-date bundle does not load esbuild.
  const esbuild = await import('esbuild');
  // Old chunks go: their names carry content hashes.
  rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { start: ENTRY },
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    // Modules the server imports with import() (app.ts with Fastify and the routes, the seed) become chunks, so
    // their packages load when imported: PGlite starts opening before Fastify loads (see main.ts).
    splitting: true,
    // Next to start.mjs: every output file is in dist/server, which sourceImportMetaUrl's relative URLs count on.
    chunkNames: '[name]-[hash]',
    bundle: true,
    external: EXTERNAL_PACKAGES,
    banner: { js: REQUIRE_BANNER },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceImportMetaUrl],
  });
  // The stamp carries the build's start time: a source saved during the build still counts as newer.
  writeFileSync(STAMP, `${started.toISOString()}\n`);
  utimesSync(STAMP, started, started);
}

/** Builds the server bundle when it is missing or stale; returns true when it built. */
export async function ensureServerBuilt(log = console.log) {
  const reason = serverBuildReason();
  if (!reason) return false;
  log(`Building the server (${reason})...`);
  await buildServer();
  return true;
}
