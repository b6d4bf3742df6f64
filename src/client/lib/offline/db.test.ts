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

describe('OfflineDb schema upgrade', () => {
  it('keeps version 1 data when version 2 opens it, and adds the reads and titles tables', async () => {
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
    expect(db.verno).toBe(2);
    expect(await db.galleys.get('9780000000001')).toMatchObject({ resourceId: 'r1', name: 'A Book', size: 10 });
    expect(await db.readerPositions.where('pending').equals(1).count()).toBe(1);
    await db.reads.put({ key: '["stacks","shelves"]', userId: 7, data: [], updatedAt: 1 });
    await db.titles.put({ sku: '9780000000001', userId: 7, product: { sku: '9780000000001' }, detail: 0, updatedAt: 1 });
    expect(await db.reads.where('userId').equals(7).count()).toBe(1);
    expect(await db.titles.where('userId').equals(7).first()).toMatchObject({ sku: '9780000000001' });
    db.close();
  });

  it('creates every table on a fresh device', async () => {
    const db = new OfflineDb('booktrade', fakeIndexedDb());
    await db.open();
    expect(db.tables.map((table) => table.name).sort()).toEqual(['galleys', 'readerLocations', 'readerPositions', 'reads', 'titles']);
    db.close();
  });
});
