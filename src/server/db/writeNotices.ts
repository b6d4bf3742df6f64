import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { WriteEpoch } from './writeEpoch.ts';

/** The PostgreSQL channel app instances announce their committed writes on. */
export const WRITE_CHANNEL = 'booktrade_writes';
const RETRY_MS = 2_000;

/**
 * Cross-instance invalidation on PostgreSQL: one LISTEN connection per process. A write committed by another
 * instance moves this process's epoch (of the tables it names) when its notice arrives; this process announces its
 * own writes with pg_notify through the pool. Until LISTEN is up, and whenever the connection drops, caching is off (the epoch
 * is not readable) and a new connection is tried every 2 s. Notices arrive asynchronously: another instance can
 * serve a cached read for the short time (on loopback well under a millisecond) between a commit and its notice.
 */
export function startWriteNotices(Client: typeof pg.Client, pool: pg.Pool, connectionString: string, epoch: WriteEpoch) {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    epoch.setCrossInstanceReady(false);
    const dead = client;
    client = null;
    dead?.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RETRY_MS).unref();
  };

  async function connect() {
    if (closed) return;
    const next = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('error', () => client === next && lost());
    next.on('end', () => client === next && lost());
    next.on('notification', (message) => {
      if (message.channel !== WRITE_CHANNEL) return;
      // "<instance> <table>,<table>" (or the instance alone: every table).
      const [from, tables] = (message.payload ?? '').split(' ');
      if (from === instance) return;
      if (!tables) epoch.bump();
      else for (const table of tables.split(',')) epoch.bump(table);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${WRITE_CHANNEL}`);
      if (closed) return void (await next.end());
      epoch.setCrossInstanceReady(true);
    } catch {
      if (client === next) lost();
    }
  }

  // Announcements are grouped: one pg_notify sent after a write's commit covers every write committed before it
  // was sent, so concurrent writers share one round trip (each still waits until a notice naming its tables left).
  let pending: { tables: Set<string>; sent: Promise<void> } | null = null;
  let sending: Promise<void> = Promise.resolve();
  epoch.publish = (tables) => {
    if (!pending) {
      const batch = { tables: new Set<string>(), sent: Promise.resolve() };
      batch.sent = sending.then(
        async () => {
          if (pending === batch) pending = null;
          const names = [...batch.tables];
          const payload = names.includes('*') || names.join(',').length > 7000 ? instance : `${instance} ${names.join(',')}`;
          await pool.query('select pg_notify($1, $2)', [WRITE_CHANNEL, payload]);
        },
        () => {},
      );
      sending = batch.sent.catch(() => {});
      pending = batch;
    }
    for (const table of tables) pending.tables.add(table);
    return pending.sent;
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      epoch.setCrossInstanceReady(false);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
