import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { seedDemoData, seedIfEmpty } from '../../src/server/db/seed/seed.ts';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { galleyFiles } from '../../src/server/db/schema/galleys.ts';
import { users } from '../../src/server/db/schema/identity.ts';
import { checkEpub } from '../unit/epubCheck.ts';
import { engines } from './engines.ts';

describe.each(engines())('demo seed on $name', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
  });
  afterAll(() => dispose?.());

  const total = async (table: typeof products | typeof affiliations | typeof users | typeof galleyFiles) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  it('seeds once, then leaves existing demo data alone', async () => {
    expect((await seedIfEmpty(database.db)).seeded).toBe(true);
    expect((await seedIfEmpty(database.db)).seeded).toBe(false);
    expect(await total(products)).toBeGreaterThanOrEqual(400);
  });

  it('resets to the same counts, and the stored galleys come back as valid EPUBs', async () => {
    const before = { products: await total(products), communities: await total(affiliations), users: await total(users) };
    await seedDemoData(database.db, { reset: true });
    expect({ products: await total(products), communities: await total(affiliations), users: await total(users) }).toEqual(before);
    const [file] = await database.db.select().from(galleyFiles).limit(1);
    expect(file!.bytes).toBeInstanceOf(Uint8Array);
    expect(checkEpub(file!.bytes!).problems).toEqual([]);
  });
});
