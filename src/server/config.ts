import type { Database } from './db/client.ts';
import type { Mailer } from './services/mailer.ts';
import type { PushOptions } from './services/push/pushSender.ts';

/** One limit: at most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits on the sign-in endpoints, per client IP and per account email. Login and password change count every
 * attempt per IP (`loginPerIp`) and, in a FailureThrottle, wrong passwords only (`loginFailuresPerAccountIp`: per
 * account + IP): from its `max`-th failure a key waits 1 s, 2 s, 4 s, ...
 */
export interface RateLimits {
  loginPerIp: RateLimit;
  loginFailuresPerAccountIp: RateLimit;
  registrationPerIp: RateLimit;
  registrationPerAccount: RateLimit;
  forgotPerIp: RateLimit;
  forgotPerAccount: RateLimit;
  /** Wrong community validation codes per user and community (a FailureThrottle, as wrong passwords). */
  communityCodeFailuresPerUser: RateLimit;
  /** Publisher imports per user (issue 21 §3): ONIX files, and EPUB galleys (one request per title). */
  onixImportPerUser: RateLimit;
  galleyImportPerUser: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * 60_000 },
  loginFailuresPerAccountIp: { max: 5, windowMs: 15 * 60_000 },
  registrationPerIp: { max: 10, windowMs: 60 * 60_000 },
  registrationPerAccount: { max: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 10, windowMs: 60 * 60_000 },
  forgotPerAccount: { max: 3, windowMs: 60 * 60_000 },
  communityCodeFailuresPerUser: { max: 5, windowMs: 15 * 60_000 },
  onixImportPerUser: { max: 20, windowMs: 60 * 60_000 },
  galleyImportPerUser: { max: 200, windowMs: 60 * 60_000 },
};

export interface AppConfig {
  database: Database;
  /** Origin the app is served at, e.g. http://localhost:3000; https makes the cookie `__Host-sid` + Secure. */
  publicUrl: string;
  /** Data directory (mail folder, keys). */
  dataDir: string;
  /** Built client (dist/client); served with the SPA fallback when present. */
  clientDir?: string;
  mailer: Mailer;
  /** HMAC secret signing the ALTCHA challenges. */
  altchaHmacKey: string;
  /** Upper bound of the ALTCHA counter (work to solve); small in tests. Default 50 000. */
  altchaMaxNumber?: number;
  rateLimits?: Partial<RateLimits>;
  /** Fastify logger: off (default), on, or on at a level ('warn' keeps errors visible without request lines). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Trust X-Forwarded-* from a proxy in front (default false). */
  trustProxy?: boolean;
  /** How often the server looks for emailed summaries that are due; no scheduler without it (tests run it by hand). */
  summaryIntervalMs?: number;
  /** HMAC key of the unsubscribe links (SUBSCRIPTION_SECRET); by default a random key kept in the database. */
  subscriptionSecret?: string;
  /** The clock of the summary scheduler (tests give a fake one). */
  now?: () => Date;
  /** Web push: VAPID subject and keys (default: mailto:no-reply@{public host}, keys kept in the database), retries. */
  push?: Partial<PushOptions>;
}

/** What the process environment says; main.ts turns it into an AppConfig. */
export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  publicUrl: string;
  altchaHmacKey?: string;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  summaryIntervalMs: number;
  subscriptionSecret?: string;
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (both or neither) and VAPID_SUBJECT. */
  vapid: { subject?: string; keys?: { publicKey: string; privateKey: string } };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL such as https://books.example.com, not ${publicUrl}`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || undefined,
    mailFrom: env.MAIL_FROM || `Book Trade Community <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'warn',
    summaryIntervalMs: summaryInterval(env.SUMMARY_INTERVAL_MS),
    subscriptionSecret: env.SUBSCRIPTION_SECRET || undefined,
    vapid: vapidFromEnv(env),
  };
}

/** SUMMARY_INTERVAL_MS: how often due summaries are looked for (default 10 minutes; at least a second). */
function summaryInterval(value: string | undefined): number {
  if (!value) return 10 * 60_000;
  const ms = Number.parseInt(value, 10);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 2_147_483_647)
    throw new Error(`SUMMARY_INTERVAL_MS must be a number of milliseconds (>= 1000), not ${value}`);
  return ms;
}

function vapidFromEnv(env: NodeJS.ProcessEnv): EnvConfig['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey !== !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (npx web-push generate-vapid-keys)');
  const subject = env.VAPID_SUBJECT || undefined;
  if (subject && !/^(https:|mailto:)/.test(subject)) throw new Error(`VAPID_SUBJECT must be an https: URL or a mailto: address, not ${subject}`);
  return { subject, keys: publicKey && privateKey ? { publicKey, privateKey } : undefined };
}
