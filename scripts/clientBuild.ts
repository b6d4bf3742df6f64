/**
 * Is the built client (dist/client) missing or older than its sources? Build it with Vite if so.
 * Used by `npm start`; the stamp file marks the end of the last successful build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './serverBuild.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const STAMP = path.join(CLIENT_DIR, '.build-stamp');

/** Everything the client build reads from the work tree. */
const BUILD_INPUTS = ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts'];
/** Files the build itself writes into its inputs; they never make the build stale. */
const GENERATED = new Set([path.join(ROOT, 'src', 'client', 'routeTree.gen.ts')]);

/** Why the client needs a build, or undefined when dist/client is up to date. */
export function clientBuildReason(): string | undefined {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) return 'no built client in dist/client';
  if (!existsSync(STAMP)) return 'dist/client has no build stamp';
  const built = statSync(STAMP).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(ROOT, input), GENERATED) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Runs `npx vite build` (output shown as it runs) and stamps the result; throws when the build fails. */
export function buildClient(): void {
  const started = new Date();
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(npx, ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal})`);
  // The stamp carries the build's start time: a source saved during the build still counts as newer.
  writeFileSync(STAMP, `${started.toISOString()}\n`);
  utimesSync(STAMP, started, started);
}

/** Builds the client when it is missing or stale; returns true when it built. */
export function ensureClientBuilt(log: (line: string) => void = console.log): boolean {
  const reason = clientBuildReason();
  if (!reason) return false;
  log(`Building the client (${reason})...`);
  buildClient();
  return true;
}
