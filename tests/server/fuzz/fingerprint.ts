import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';

/**
 * Bookkeeping tables a refused request may legitimately write (or that change with every sign-in): left out of the
 * fingerprint. Every other table of the public schema is in it.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['sessions', 'idempotency_keys', 'used_challenges'];

type Rows<T> = { rows: T[] };

/**
 * Detects data changed by a request. `xmax()` reads the next transaction id (a read-only statement assigns none),
 * so when it has not moved across a request nothing was written; when it has, `fingerprint()` (row count and sum
 * of hashtext(row::text) per business table) tells whether business data changed.
 */
export class DataGuard {
  private constructor(
    private readonly db: Db,
    readonly tables: readonly string[],
    private readonly query: string,
  ) {}

  static async open(db: Db, excluded: readonly string[] = BOOKKEEPING_TABLES): Promise<DataGuard> {
    const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as Rows<{
      tablename: string;
    }>;
    const tables = result.rows.map((r) => r.tablename).filter((t) => !excluded.includes(t));
    const columns = tables.map((t) => `(select count(*)::text || ':' || coalesce(sum(hashtext(r::text)::bigint), 0)::text from "${t}" r) as "${t}"`);
    return new DataGuard(db, tables, `select ${columns.join(', ')}`);
  }

  async xmax(): Promise<string> {
    const result = (await this.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as Rows<{ x: string }>;
    return result.rows[0]!.x;
  }

  async fingerprint(): Promise<Record<string, string>> {
    const result = (await this.db.execute(sql.raw(this.query))) as unknown as Rows<Record<string, string>>;
    return result.rows[0]!;
  }
}

/** The tables whose count:hash differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}
