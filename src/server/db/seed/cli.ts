// npm run seed [-- --reset]: makes the demo data (or, with --reset, deletes and re-creates it).
// Uses DATABASE_URL (PostgreSQL) when set, else the PGlite data directory DATA_DIR (default ./data).
import { openDatabase } from '../client.ts';
import { seedDemoData } from './seed.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run seed [-- --reset]`);
    process.exitCode = 2;
    return;
  }
  const reset = args.includes('--reset');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const result = await seedDemoData(database.db, { reset });
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    if (result.seeded) {
      const c = result.counts!;
      console.log(
        `Demo data ${reset ? 're-created' : 'created'} in ${where} in ${Date.now() - started} ms: ` +
          `${c.titles} titles, ${c.galleyTitles} with EPUB galleys, ${c.communities} communities, ${c.users} users.`,
      );
    } else {
      console.log(`Demo data already exists in ${where}; use npm run seed -- --reset to re-create it.`);
    }
    console.log(`Demo account: ${result.demo.email} / ${result.demo.password}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
