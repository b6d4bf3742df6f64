import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, type AppConfig, type EnvConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { lateDatabase } from './db/lateDatabase.ts';
import { createMailer } from './services/mailer.ts';

/** dist/client of this package, where `vite build` puts the client. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface StartOptions {
  /** Environment to read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Built client folder (default dist/client; served only when it holds index.html). */
  clientDir?: string;
  /** Runs after migrations and before listening, e.g. `seedIfEmpty(database)`. */
  beforeListen?: (database: Database, config: EnvConfig) => Promise<void> | void;
  /** Config overrides for the app (tests, bench). */
  overrides?: Partial<AppConfig>;
  /** Where start-up lines go (default console.log). */
  log?: (line: string) => void;
  /** Exit the process with 1 when the data directory is locked (default true); otherwise the error is thrown. */
  exitOnLockedDataDir?: boolean;
  /** Close cleanly on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  config: EnvConfig;
  /** The URL to open (PUBLIC_URL). */
  url: string;
  close(): Promise<void>;
}

/** ALTCHA_HMAC_KEY, or a random key kept in DATA_DIR/altcha-hmac.key (share ALTCHA_HMAC_KEY across instances). */
function altchaKey(env: EnvConfig): string {
  if (env.altchaHmacKey) return env.altchaHmacKey;
  const file = path.join(env.dataDir, 'altcha-hmac.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** Reads the environment, opens and migrates the database, runs `beforeListen`, listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = configFromEnv(options.env);
  const opening = openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  // The app is built while the database opens (PGlite starts in its own thread): it reaches the database only
  // when a request comes, and it listens only once the database is ready and the demo data checked.
  const late = lateDatabase(opening);
  const building = import('./app.ts').then(({ buildApp }) =>
    buildApp({
      database: late.database,
      publicUrl: env.publicUrl,
      dataDir: env.dataDir,
      clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
      mailer: createMailer({ smtpUrl: env.smtpUrl, mailDir: path.join(env.dataDir, 'mail'), from: env.mailFrom, log }),
      altchaHmacKey: altchaKey(env),
      logger: { level: env.logLevel },
      trustProxy: env.trustProxy,
      summaryIntervalMs: env.summaryIntervalMs,
      subscriptionSecret: env.subscriptionSecret,
      push: { ...(env.vapid.subject ? { subject: env.vapid.subject } : {}), ...(env.vapid.keys ? { keys: env.vapid.keys } : {}) },
      ...options.overrides,
    }),
  );
  building.catch(() => {}); // awaited below; a failure there is reported there
  let database: Database;
  try {
    database = await opening;
  } catch (err) {
    await building.then((app) => app.close()).catch(() => {});
    if (err instanceof DataDirLockedError && options.exitOnLockedDataDir !== false) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let app: FastifyInstance | undefined;
  try {
    await options.beforeListen?.(database, env);
    app = await building;
    await app.listen({ port: env.port, host: env.host });
    // The VAPID keys are made (or read) on start, not at the first subscription.
    void app.push.vapidKeys().catch((err: unknown) => app?.log.error({ err }, 'VAPID keys could not be made'));
    const close = async () => {
      await app?.close();
      await database.close();
    };
    if (options.handleSignals !== false) {
      const stop = () => {
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
    const engine = database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(env.dataDir)}`;
    log(`Database: ${engine}`);
    log(`Mail: ${app.config.mailer.description}`);
    log(`Listening on ${env.publicUrl}`);
    return { app, database, config: env, url: env.publicUrl, close };
  } catch (err) {
    await app?.close();
    await database.close();
    throw err;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
