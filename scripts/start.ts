/**
 * `npm start`: builds the client when dist/client is missing or stale, then starts the server
 * (migrations, demo data on first run) and prints where it listens and the demo account.
 *   --no-build   serve dist/client as it is (the browser tests build it first)
 *   --api-only   no client build (npm run dev: Vite serves the client)
 * `npm start` runs this file bundled (scripts/start.mjs runs dist/server/start.mjs under plain node, see
 * scripts/serverBuild.mjs); `tsx scripts/start.ts` runs it from source (npm run dev).
 */
import { pathToFileURL } from 'node:url';
import { configFromEnv, type AppConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
import { ensureClientBuilt } from './clientBuild.ts';

export interface StartOptions {
  /** Build the client first when it is missing or stale (default true). */
  build?: boolean;
  /** App settings that the environment does not carry (the browser tests' robot-check work, rate limits). */
  overrides?: Partial<AppConfig>;
}

/** Builds the client if needed, starts the server with the demo data, prints URL and demo account. */
export async function startApp(options: StartOptions = {}): Promise<void> {
  if (options.build ?? true) ensureClientBuilt();
  // PGlite starts on its own thread before the server code loads: a cold start waits for it (db/preopen.ts).
  const env = configFromEnv();
  if (!env.databaseUrl) (await import('../src/server/db/preopen.ts')).preopenPglite(env.dataDir);
  // Imported after the build so a build failure is reported before the server code loads.
  const { startServer } = await import('../src/server/main.ts');
  const seedIfEmpty = async (database: Database) => {
    const { seedIfEmpty: seed } = await import('../src/server/db/seed/seed.ts');
    const started = Date.now();
    const result = await seed(database.db);
    if (result.seeded) console.log(`Demo data created in ${Date.now() - started} ms.`);
  };
  let checkLater: Database | undefined;
  const server = await startServer({
    overrides: options.overrides,
    beforeListen: async (database) => {
      // A database this app migrated before (schema stamp found) is not met for the first time: the demo data check
      // (and loading the seed module) waits until the server listens, and still makes the demo data if they are gone.
      if (database.stamped) checkLater = database;
      else await seedIfEmpty(database);
    },
  });
  if (checkLater) {
    const database = checkLater;
    setImmediate(() => {
      seedIfEmpty(database).catch((err: unknown) => console.error(`Checking the demo data failed: ${err instanceof Error ? err.message : err}`));
    });
  }
  const { DEMO_EMAIL, DEMO_PASSWORD } = await import('../src/server/db/seed/people.ts');
  console.log('');
  console.log(`  Book Trade Community is running at ${server.url}`);
  console.log(`  Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log('');
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--no-build' && arg !== '--api-only');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. Usage: tsx scripts/start.ts [--no-build] [--api-only]`);
    process.exit(2);
  }
  await startApp({ build: !args.includes('--no-build') && !args.includes('--api-only') });
}

/** The command line: parses the arguments, starts, and exits 1 with the message when start-up fails. */
export function runCli(args: string[] = process.argv.slice(2)): void {
  main(args).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli();
