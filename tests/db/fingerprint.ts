import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** Tables a refused request may touch: the session's own bookkeeping, not data a user owns. */
const BOOKKEEPING = new Set(['sessions', 'idempotency_keys', 'used_challenges', '__drizzle_migrations']);

type Rows<T> = { rows: T[] };

/** Per table of the public schema (bookkeeping aside): its row count and a hash of its rows' text. */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  const db = database.db;
  const tables = ((await db.execute(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as Rows<{ name: string }>).rows
    .map((r) => r.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const result: Record<string, string> = {};
  for (const name of tables) {
    const [row] = ((await db.execute(
      sql`select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as v from ${sql.identifier(name)} t`,
    )) as unknown as Rows<{ v: string }>).rows;
    result[name] = row!.v;
  }
  return result;
}
