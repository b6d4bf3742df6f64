import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';

/** Each test its own in-memory IndexedDB. */
const fakeIndexedDb = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

/** The database as version 1 of the app declared it (galleys and reader state only). */
function versionOne(options: ReturnType<typeof fakeIndexedDb>) {
  const db = new Dexie('booktrade', options);
  db.version(1).stores({ galleys: 'sku, resourceId, storedAt', readerLocations: 'sku', readerPositions: 'sku, pending' });
  return db;
}

/** The database as version 2 declared it (one row per title seen). */
function versionTwo(options: ReturnType<typeof fakeIndexedDb>) {
  const db = versionOne(options);
  db.version(2).stores({ reads: 'key, userId', titles: 'sku, userId' });
  return db;
}

describe('OfflineDb schema upgrade', () => {
  it('keeps version 1 data when the current version opens it, and adds the reads and title packs tables', async () => {
    const options = fakeIndexedDb();
    const old = versionOne(options);
    await old.table('galleys').put({
      sku: '9780000000001',
      resourceId: 'r1',
      blob: 'epub bytes',
      size: 10,
      drcExpirationDate: null,
      storedAt: '2026-11-01T10:00:00.000Z',
      name: 'A Book',
      author: 'An Author',
    });
    await old
      .table('readerPositions')
      .put({ sku: '9780000000001', cfi: 'epubcfi(/6/2)', percentOfBookCompleted: 12, updatedAt: 'x', pending: 1, idempotencyKey: 'k' });
    old.close();

    const db = new OfflineDb('booktrade', options);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.galleys.get('9780000000001')).toMatchObject({ resourceId: 'r1', name: 'A Book', size: 10 });
    expect(await db.readerPositions.where('pending').equals(1).count()).toBe(1);
    await db.reads.put({ key: '["stacks","shelves"]', userId: 7, data: [], updatedAt: 1 });
    await db.titlePacks.put({ id: 'x', userId: 7, skus: ['9780000000001'], products: [{ sku: '9780000000001' }], updatedAt: 1 });
    expect(await db.reads.where('userId').equals(7).count()).toBe(1);
    expect(await db.titlePacks.where('skus').equals('9780000000001').first()).toMatchObject({ userId: 7 });
    db.close();
  });

  it('moves the titles seen of version 2 into packs, per user, and keeps the rest', async () => {
    const options = fakeIndexedDb();
    const old = versionTwo(options);
    const title = (sku: string, userId: number) => ({ sku, userId, product: { sku, name: `T${sku}` }, detail: 0, updatedAt: Number(sku) });
    await old.table('titles').bulkPut([...Array.from({ length: 150 }, (_, i) => title(String(100 + i), 7)), title('900', 0)]);
    await old.table('reads').put({ key: 'k', userId: 7, data: { products: [] }, updatedAt: 1 });
    await old
      .table('readerPositions')
      .put({ sku: '9780000000001', cfi: 'epubcfi(/6/2)', percentOfBookCompleted: 12, updatedAt: 'x', pending: 1, idempotencyKey: 'k' });
    old.close();

    const db = new OfflineDb('booktrade', options);
    await db.open();
    expect(db.tables.map((table) => table.name)).not.toContain('titles');
    const packs = await db.titlePacks.toArray();
    expect(packs.map((pack) => [pack.userId, pack.skus.length]).sort()).toEqual([
      [0, 1],
      [7, 100],
      [7, 50],
    ]);
    expect(await db.titlePacks.where('skus').equals('149').first()).toMatchObject({ userId: 7 });
    expect((await db.titlePacks.where('skus').equals('900').first())?.products).toEqual([{ sku: '900', name: 'T900' }]);
    expect(await db.reads.get('k')).toMatchObject({ userId: 7 });
    expect(await db.readerPositions.where('pending').equals(1).count()).toBe(1);
    db.close();
  });

  it('creates every table on a fresh device', async () => {
    const db = new OfflineDb('booktrade', fakeIndexedDb());
    await db.open();
    expect(db.tables.map((table) => table.name).sort()).toEqual(['galleys', 'readerLocations', 'readerPositions', 'reads', 'scans', 'titlePacks']);
    db.close();
  });
});
