import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb } from './db.ts';
import { OFFLINE_DB_NAME, deleteOfflineDatabase } from './dbName.ts';
import { readStored } from './readCache.ts';
import { rowsToStore } from './storedRows.ts';
import { readRow, countPending, writeRows } from './writeThrough.ts';

const product = (sku: string) => ({ sku, name: `Title ${sku}`, author: 'A', images: [] });
const rows = rowsToStore([{ key: 'list', userId: 3, data: { products: [product('1'), product('2')] }, updatedAt: 5 }]);
const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

describe('write-through without Dexie', () => {
  it('makes no database of its own: with none there, nothing is written and none is left behind', async () => {
    expect(await writeRows(rows)).toBe(false);
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
  });

  it("writes into Dexie's database once Dexie made it, rows Dexie reads back, and lets sign out delete it", async () => {
    const dexie = new OfflineDb();
    await dexie.open();
    expect(await writeRows(rows)).toBe(true);
    expect(await readStored('list', 3, dexie)).toMatchObject({ userId: 3, updatedAt: 5, data: { products: [{ sku: '1' }, { sku: '2' }] } });
    // The list's titles are written once, into its packs (its answer keeps the rest).
    expect(await dexie.reads.get('list')).toMatchObject({ data: { products: [] }, packed: 2 });
    expect((await dexie.titlePacks.toArray()).map((pack) => pack.skus)).toEqual([['1', '2']]);
    dexie.close();

    // The write-through's open connection gives way: the database is deleted, and nothing is written after.
    await deleteOfflineDatabase();
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
    expect(await writeRows(rows)).toBe(false);
  });

  it("reads one row of Dexie's database (a reader position), and nothing when there is no database", async () => {
    expect(await readRow('readerPositions', '1')).toBeUndefined();
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
    const dexie = new OfflineDb();
    await dexie.open();
    await dexie.readerPositions.put({
      sku: '1',
      cfi: 'epubcfi(/6/4)',
      percentOfBookCompleted: 42,
      updatedAt: 'now',
      pending: 1,
      idempotencyKey: 'k',
    });
    expect(await readRow('readerPositions', '1')).toMatchObject({ sku: '1', percentOfBookCompleted: 42 });
    expect(await readRow('readerPositions', '2')).toBeUndefined();
    dexie.close();
    await deleteOfflineDatabase();
  });

  it('counts the reader positions waiting to be sent, 0 when there is no database', async () => {
    expect(await countPending('readerPositions')).toBe(0);
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
    const dexie = new OfflineDb();
    await dexie.open();
    const row = { cfi: 'epubcfi(/6/4)', percentOfBookCompleted: 42, updatedAt: 'now', idempotencyKey: 'k' };
    await dexie.readerPositions.bulkPut([
      { ...row, sku: '1', pending: 1 },
      { ...row, sku: '2', pending: 0 },
      { ...row, sku: '3', pending: 1 },
    ]);
    expect(await countPending('readerPositions')).toBe(2);
    dexie.close();
    await deleteOfflineDatabase();
  });

  it("leaves an older version's database to Dexie to upgrade, yet reads its reader positions", async () => {
    const old = new Dexie(OFFLINE_DB_NAME);
    old.version(1).stores({ galleys: 'sku, resourceId, storedAt', readerLocations: 'sku', readerPositions: 'sku, pending' });
    old.version(2).stores({ reads: 'key, userId', titles: 'sku, userId' });
    await old.open();
    await old.table('readerPositions').put({ sku: '1', cfi: 'c', percentOfBookCompleted: 5, updatedAt: 'now', pending: 1, idempotencyKey: 'k' });
    old.close();
    expect(await writeRows(rows)).toBe(false);
    expect(await readRow('readerPositions', '1')).toMatchObject({ percentOfBookCompleted: 5 });
    expect(await countPending('readerPositions')).toBe(1);
    // Dexie upgrades it (the write-through lets go of its connection), and the write-through writes again.
    const dexie = new OfflineDb();
    await dexie.open();
    expect(await writeRows(rows)).toBe(true);
    expect(await dexie.titlePacks.count()).toBe(1);
    dexie.close();
    await deleteOfflineDatabase();
  });
});
