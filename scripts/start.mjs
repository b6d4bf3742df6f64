/**
 * `npm start` under plain node: builds the server bundle (dist/server/start.mjs) when it is missing or older than
 * its sources, then runs it. The bundle is scripts/start.ts with the server code: see scripts/serverBuild.mjs.
 * Same arguments as scripts/start.ts (--no-build, --api-only).
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_BUNDLE } from './serverBuild.mjs';

try {
  await ensureServerBuilt();
} catch (err) {
  console.error(`Building the server failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
const { runCli } = await import(pathToFileURL(SERVER_BUNDLE).href);
runCli();
