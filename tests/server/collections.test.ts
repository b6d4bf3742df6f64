import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { catalogs, catalogTitles } from '../../src/server/db/schema/collections.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
let skus: string[] = [];
beforeAll(async () => {
  w = await createTitlesWorld();
  skus = (await w.test.database.db.select({ sku: products.sku }).from(products).orderBy(asc(products.sku)).limit(6)).map((r) => r.sku);
});
afterAll(() => w?.test.close());

const create = (cookie: string, name: string, list: string[] = []) =>
  call(w.app, cookie, {
    method: 'PUT',
    url: '/api/v1/me/collections',
    payload: { type: 2, name: encodeURIComponent(name), products: list.map((sku) => ({ sku })) },
  });

async function snapshot(id: number) {
  const db = w.test.database.db;
  return {
    catalog: await db.select().from(catalogs).where(eq(catalogs.id, id)),
    titles: await db.select().from(catalogTitles).where(eq(catalogTitles.catalogId, id)).orderBy(asc(catalogTitles.sequence)),
  };
}

describe('collections', () => {
  it('creates a collection from a URL-encoded name, adds and removes titles', async () => {
    const created = await create(w.demo, 'Fair picks & more', skus.slice(0, 2));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 2, name: 'Fair picks & more', titleCount: 2, hasFlaggedTitle: false });
    const id = created.body.catalogID;
    const added = await call(w.app, w.demo, { method: 'POST', url: `/api/v1/me/collections/${id}`, payload: [skus[2], { sku: skus[3] }, skus[0]] });
    expect(added.body.titleCount).toBe(4);
    const list = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/collections' });
    expect(list.body.find((c: { catalogID: number }) => c.catalogID === id).titleCount).toBe(4);
    const ofTitle = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/me/collections/title/${skus[3]}` });
    expect(ofTitle.body.map((c: { catalogID: number }) => c.catalogID)).toEqual([id]);
    const removed = await call(w.app, w.demo, { method: 'DELETE', url: `/api/v1/me/collections/${id}/${skus[3]}` });
    expect(removed.body.titleCount).toBe(3);
    expectProblem(await w.app.inject({ method: 'DELETE', url: `/api/v1/me/collections/${id}/${skus[3]}`, headers: { cookie: w.demo } }), 404);
    expect((await call(w.app, w.demo, { method: 'GET', url: `/api/v1/me/collections/title/${skus[3]}` })).body).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = (await w.test.database.db.select().from(catalogs)).length;
    const cases: Array<[object, string]> = [
      [{ type: 2, name: '', products: [] }, 'name'],
      [{ type: 2, name: '%E0%A4%A', products: [] }, 'name'],
      [{ type: 3, name: 'x', products: [] }, 'type'],
      [{ type: 2, name: 'x', products: [{ sku: '9790000000000' }] }, 'products[0]'],
    ];
    for (const [payload, field] of cases) {
      const p = expectProblem(await w.app.inject({ method: 'PUT', url: '/api/v1/me/collections', headers: { cookie: w.demo }, payload }), 400);
      expect(p.errors[0]!.field, JSON.stringify(payload)).toBe(field);
    }
    expect((await create(w.demo, '   ')).status).toBe(400);
    expect((await w.test.database.db.select().from(catalogs)).length).toBe(before);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/collections' }), 401);
  });

  it("answers 404 for another user's collection and leaves it unchanged", async () => {
    const theirs = await create(w.other, 'Private', skus.slice(0, 2));
    const id = theirs.body.catalogID;
    const before = await snapshot(id);
    const tries = [
      { method: 'POST' as const, url: `/api/v1/me/collections/${id}`, payload: [skus[4]] },
      { method: 'DELETE' as const, url: `/api/v1/me/collections/${id}/${skus[0]}` },
      { method: 'GET' as const, url: `/api/v1/catalogs/${id}` },
      { method: 'GET' as const, url: `/api/v1/catalogs/${id}/titles` },
      { method: 'PUT' as const, url: `/api/v1/catalogs/${id}/name`, payload: 'Mine%20now', headers: { 'content-type': 'text/plain' } },
      { method: 'PUT' as const, url: `/api/v1/catalogs/${id}/folders`, payload: ['Stolen'] },
      { method: 'PUT' as const, url: `/api/v1/catalogs/${id}/titles/resequence`, payload: [skus[1]] },
      { method: 'PUT' as const, url: `/api/v1/catalogs/${id}/titles`, payload: [skus[5]] },
      { method: 'DELETE' as const, url: `/api/v1/catalogs/${id}/titles`, payload: [skus[0]] },
      { method: 'DELETE' as const, url: `/api/v1/catalogs/${id}` },
    ];
    for (const t of tries) {
      const res = await w.app.inject({ ...t, headers: { cookie: w.demo, ...(t.headers ?? {}) } });
      expect(res.statusCode, `${t.method} ${t.url}`).toBe(404);
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('catalogues', () => {
  it('reads, renames, resequences, adds and removes titles, files in folders, deletes', async () => {
    const id = (await create(w.demo, 'Spring', skus.slice(0, 4))).body.catalogID;
    const detail = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/catalogs/${id}` });
    expect(detail.body.products).toEqual(skus.slice(0, 4).map((sku, sequence) => ({ sku, sequence })));

    const renamed = await call(w.app, w.demo, {
      method: 'PUT',
      url: `/api/v1/catalogs/${id}/name`,
      payload: 'Spring%20%26%20Summer',
      headers: { 'content-type': 'text/plain' },
    });
    expect(renamed.body.name).toBe('Spring & Summer');
    const renamedJson = await call(w.app, w.demo, {
      method: 'PUT',
      url: `/api/v1/catalogs/${id}/name`,
      payload: JSON.stringify('Spring%202026'),
      headers: { 'content-type': 'application/json' },
    });
    expect(renamedJson.body.name).toBe('Spring 2026');

    const reordered = await call(w.app, w.demo, { method: 'PUT', url: `/api/v1/catalogs/${id}/titles/resequence`, payload: [skus[3], skus[1]] });
    expect(reordered.body.products.map((p: { sku: string }) => p.sku)).toEqual([skus[3], skus[1], skus[0], skus[2]]);
    const page = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/catalogs/${id}/titles` });
    expect(page.body.products.map((p: { sku: string; sequence: number }) => [p.sku, p.sequence])).toEqual([
      [skus[3], 0],
      [skus[1], 1],
      [skus[0], 2],
      [skus[2], 3],
    ]);
    const desc = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/catalogs/${id}/titles?sort=sequence&order=desc&pageSize=2` });
    expect(desc.body.products.map((p: { sku: string }) => p.sku)).toEqual([skus[2], skus[0]]);
    expect(desc.body.totalCount).toBe(4);

    const added = await call(w.app, w.demo, { method: 'PUT', url: `/api/v1/catalogs/${id}/titles`, payload: [skus[4]] });
    expect(added.body.products.at(-1)).toEqual({ sku: skus[4], sequence: 4 });
    const removed = await call(w.app, w.demo, { method: 'DELETE', url: `/api/v1/catalogs/${id}/titles`, payload: [skus[3], skus[4]] });
    expect(removed.body.titleCount).toBe(3);

    const folders = await call(w.app, w.demo, { method: 'PUT', url: `/api/v1/catalogs/${id}/folders`, payload: ['Fairs', 'Seasonal'] });
    expect(folders.body.catalogIdsByFolder).toEqual({ Fairs: [id], Seasonal: [id] });
    expect(folders.body.catalogs[String(id)].name).toBe('Spring 2026');
    // Folder names that are also names of every object's properties are folders like any other.
    const odd = await call(w.app, w.demo, { method: 'PUT', url: `/api/v1/catalogs/${id}/folders`, payload: ['constructor', 'toString', 'Fairs'] });
    expect(odd.status).toBe(200);
    expect(odd.body.catalogIdsByFolder).toEqual({ constructor: [id], toString: [id], Fairs: [id] });

    expect((await call(w.app, w.demo, { method: 'DELETE', url: `/api/v1/catalogs/${id}` })).body).toEqual({ id });
    const after = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/catalogs/folders' });
    expect(after.body.catalogIdsByFolder.Fairs).toEqual([id]);
    expect(after.body.catalogs[String(id)]).toBeUndefined();
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/catalogs/${id}`, headers: { cookie: w.demo } }), 404);
  });

  it('refuses bad input with 400 naming the field and changes nothing', async () => {
    const id = (await create(w.demo, 'Checked', skus.slice(0, 3))).body.catalogID;
    const before = await snapshot(id);
    const cases: Array<[string, string, unknown, string, Record<string, string>?]> = [
      ['PUT', `/api/v1/catalogs/${id}/name`, '', 'body', { 'content-type': 'text/plain' }],
      ['PUT', `/api/v1/catalogs/${id}/colour`, 'red', 'field', { 'content-type': 'text/plain' }],
      ['PUT', `/api/v1/catalogs/${id}/titles/resequence`, [skus[5]], 'body[0]'],
      ['PUT', `/api/v1/catalogs/${id}/titles/resequence`, [skus[0], skus[0]], 'body[1]'],
      ['PUT', `/api/v1/catalogs/${id}/titles`, ['9790000000000'], 'body[0]'],
      ['PUT', `/api/v1/catalogs/${id}/titles`, [], 'body'],
      ['PUT', `/api/v1/catalogs/${id}/folders`, [''], '0'],
      ['DELETE', `/api/v1/catalogs/${id}/titles`, { sku: skus[0] }, 'body'],
    ];
    for (const [method, url, payload, field, headers] of cases) {
      const res = await w.app.inject({ method: method as 'PUT', url, payload: payload as string, headers: { cookie: w.demo, ...(headers ?? {}) } });
      const p = expectProblem(res, 400);
      expect(p.errors[0]?.field ?? p.detail, `${method} ${url} ${JSON.stringify(payload)}`).toBe(field);
    }
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/catalogs/abc', headers: { cookie: w.demo } }), 400);
    expect(await snapshot(id)).toEqual(before);
  });
});
