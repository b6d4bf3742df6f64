import { count, sql } from 'drizzle-orm';
import { openDatabase, type OpenOptions } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/catalog.ts';
import { generateTitles } from '../src/server/db/seed/titles.ts';
import { createRandom } from '../src/shared/domain/random.ts';

/** Titles in the catalogue the filtered-titles bench runs on (the demo seed's 420 plus generated ones). */
export const BENCH_TITLE_COUNT = 10_000;
const BATCH = 500;

/**
 * Tops the demo catalogue up to `total` titles made by the demo title generator (another seed, so other skus),
 * inserted in batches of 500 rows in one transaction. Run it while no server owns the database.
 */
export async function seedBenchTitles(options: OpenOptions, total = BENCH_TITLE_COUNT): Promise<{ titles: number; ms: number }> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const existing = new Set((await db.select({ sku: products.sku }).from(products)).map((r) => r.sku));
    const wanted = total - existing.size;
    if (wanted > 0) {
      // A few spare titles cover skus the demo seed already holds.
      const rows = generateTitles(createRandom('booktrade-bench-10k').fork('titles'), wanted + 100, new Date())
        .map((t) => t.row)
        .filter((row) => !existing.has(row.sku))
        .slice(0, wanted);
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += BATCH) await tx.insert(products).values(rows.slice(i, i + BATCH));
      });
      await db.execute(sql`analyze`);
    }
    const [row] = await db.select({ n: count() }).from(products);
    return { titles: row?.n ?? 0, ms: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}
