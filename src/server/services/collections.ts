import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { catalogs, catalogTitles } from '../db/schema/collections.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import type { Collection } from '../../shared/contracts/collections.ts';

/** Collection summaries: titleCount and hasFlaggedTitle computed per catalogue. */
function summaryColumns() {
  return {
    catalogID: catalogs.id,
    type: catalogs.type,
    name: catalogs.name,
    titleCount: sql<number>`(select count(*)::int from ${catalogTitles} ct where ct.catalog_id = "catalogs"."id")`,
    hasFlaggedTitle: sql<boolean>`exists (select 1 from ${catalogTitles} ct where ct.catalog_id = "catalogs"."id" and ct.flagged)`,
  };
}

/** The caller's collections, by name. */
export async function listCollections(db: Db | Tx, userId: number): Promise<Collection[]> {
  return db
    .select(summaryColumns())
    .from(catalogs)
    .where(eq(catalogs.ownerUserId, userId))
    .orderBy(asc(sql`lower(${catalogs.name})`), asc(catalogs.id));
}

/** The caller's collections holding a title. */
export async function collectionsOfTitle(db: Db | Tx, userId: number, sku: string): Promise<Collection[]> {
  return db
    .select(summaryColumns())
    .from(catalogs)
    .innerJoin(catalogTitles, and(eq(catalogTitles.catalogId, catalogs.id), eq(catalogTitles.sku, sku)))
    .where(eq(catalogs.ownerUserId, userId))
    .orderBy(asc(sql`lower(${catalogs.name})`), asc(catalogs.id));
}

export async function collectionSummary(db: Db | Tx, userId: number, id: number): Promise<Collection> {
  const [row] = await db
    .select(summaryColumns())
    .from(catalogs)
    .where(and(eq(catalogs.id, id), eq(catalogs.ownerUserId, userId)));
  if (!row) throw httpProblem(404, `no collection ${id}`);
  return row;
}

/** The caller's catalogue, locked for a change; unknown or another user's answers 404. */
export async function ownCatalogForUpdate(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.id, id), eq(catalogs.ownerUserId, userId)))
    .for('update');
  if (!row) throw httpProblem(404, `no collection ${id}`);
  return row;
}

/** 400 naming the first sku that is no title. */
export async function checkSkus(db: Db | Tx, skus: string[], field: string): Promise<void> {
  if (!skus.length) return;
  const found = new Set((await db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map((r) => r.sku));
  const missing = skus.findIndex((s) => !found.has(s));
  if (missing >= 0) throw fieldProblem(`${field}[${missing}]`, `no title with sku ${skus[missing]}`);
}

/** Appends titles not yet in the catalogue after its last sequence; returns how many were added. */
export async function addTitles(tx: Tx, catalogId: number, skus: string[], field = 'body'): Promise<number> {
  const unique = [...new Set(skus)];
  await checkSkus(tx, unique, field);
  const existing = new Set(
    (await tx.select({ sku: catalogTitles.sku }).from(catalogTitles).where(eq(catalogTitles.catalogId, catalogId))).map((r) => r.sku),
  );
  const [last] = await tx
    .select({ max: sql<number | null>`max(${catalogTitles.sequence})` })
    .from(catalogTitles)
    .where(eq(catalogTitles.catalogId, catalogId));
  let next = (last?.max ?? -1) + 1;
  const rows = unique.filter((s) => !existing.has(s)).map((sku) => ({ catalogId, sku, sequence: next++ }));
  if (rows.length) await tx.insert(catalogTitles).values(rows);
  await tx
    .update(catalogs)
    .set({ updatedAt: sql`now()` })
    .where(eq(catalogs.id, catalogId));
  return rows.length;
}

/** Removes titles; returns how many were there. */
export async function removeTitles(tx: Tx, catalogId: number, skus: string[]): Promise<number> {
  const gone = await tx
    .delete(catalogTitles)
    .where(and(eq(catalogTitles.catalogId, catalogId), inArray(catalogTitles.sku, [...new Set(skus)])))
    .returning({ sku: catalogTitles.sku });
  await tx
    .update(catalogs)
    .set({ updatedAt: sql`now()` })
    .where(eq(catalogs.id, catalogId));
  return gone.length;
}

export async function createCollection(tx: Tx, userId: number, type: number, name: string, skus: string[]): Promise<Collection> {
  await checkSkus(tx, [...new Set(skus)], 'products');
  const [row] = await tx.insert(catalogs).values({ ownerUserId: userId, type, name }).returning({ id: catalogs.id });
  await addTitles(tx, row!.id, skus, 'products');
  return collectionSummary(tx, userId, row!.id);
}
