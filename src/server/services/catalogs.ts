import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { catalogFolderEntries, catalogs, catalogTitles } from '../db/schema/collections.ts';
import { fieldProblem } from '../plugins/problem.ts';
import type { Catalog, CatalogFolders } from '../../shared/contracts/catalogs.ts';
import { collectionSummary, listCollections } from './collections.ts';

export async function catalogDetail(db: Db | Tx, userId: number, id: number): Promise<Catalog> {
  const summary = await collectionSummary(db, userId, id);
  const [meta] = await db.select({ updatedAt: catalogs.updatedAt }).from(catalogs).where(eq(catalogs.id, id));
  const titles = await db
    .select({ sku: catalogTitles.sku, sequence: catalogTitles.sequence })
    .from(catalogTitles)
    .where(eq(catalogTitles.catalogId, id))
    .orderBy(asc(catalogTitles.sequence), asc(catalogTitles.sku));
  return { ...summary, products: titles, updatedDate: meta!.updatedAt.toISOString() };
}

/** Folders of the caller: ids per folder (deleted catalogues stay listed: Catalog Removed) and the existing catalogues. */
export async function catalogFolders(db: Db | Tx, userId: number): Promise<CatalogFolders> {
  const entries = await db
    .select()
    .from(catalogFolderEntries)
    .where(eq(catalogFolderEntries.userId, userId))
    .orderBy(asc(catalogFolderEntries.folder), asc(catalogFolderEntries.position), asc(catalogFolderEntries.catalogId));
  // A Map, not an object: a folder may be named 'constructor' or '__proto__'.
  const byFolder = new Map<string, number[]>();
  for (const e of entries) {
    const ids = byFolder.get(e.folder);
    if (ids) ids.push(e.catalogId);
    else byFolder.set(e.folder, [e.catalogId]);
  }
  const catalogIdsByFolder: CatalogFolders['catalogIdsByFolder'] = Object.fromEntries(byFolder);
  const catalogsById: CatalogFolders['catalogs'] = {};
  for (const c of await listCollections(db, userId)) catalogsById[String(c.catalogID)] = c;
  return { catalogIdsByFolder, catalogs: catalogsById };
}

/** Puts the catalogue in exactly these folders (appended at the end of folders it joins). */
export async function setCatalogFolders(tx: Tx, userId: number, catalogId: number, folders: string[]): Promise<void> {
  const wanted = [...new Set(folders)];
  await tx.delete(catalogFolderEntries).where(and(eq(catalogFolderEntries.userId, userId), eq(catalogFolderEntries.catalogId, catalogId)));
  for (const folder of wanted) {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${catalogFolderEntries.position})` })
      .from(catalogFolderEntries)
      .where(and(eq(catalogFolderEntries.userId, userId), eq(catalogFolderEntries.folder, folder)));
    await tx.insert(catalogFolderEntries).values({ userId, folder, catalogId, position: (last?.max ?? -1) + 1 });
  }
}

/** New order: the listed skus (all in the catalogue) first, in that order, then the others in their old order. */
export async function resequence(tx: Tx, catalogId: number, skus: string[]): Promise<void> {
  const current = await tx
    .select({ sku: catalogTitles.sku })
    .from(catalogTitles)
    .where(eq(catalogTitles.catalogId, catalogId))
    .orderBy(asc(catalogTitles.sequence), asc(catalogTitles.sku));
  const present = new Set(current.map((r) => r.sku));
  const seen = new Set<string>();
  skus.forEach((sku, i) => {
    if (!present.has(sku)) throw fieldProblem(`body[${i}]`, `title ${sku} is not in this catalogue`);
    if (seen.has(sku)) throw fieldProblem(`body[${i}]`, `title ${sku} is listed twice`);
    seen.add(sku);
  });
  const order = [...skus, ...current.map((r) => r.sku).filter((s) => !seen.has(s))];
  // Two passes keep (catalog, sequence) free of clashes should a unique index be added later.
  await tx
    .update(catalogTitles)
    .set({ sequence: sql`${catalogTitles.sequence} + 1000000` })
    .where(eq(catalogTitles.catalogId, catalogId));
  for (const [sequence, sku] of order.entries()) {
    await tx
      .update(catalogTitles)
      .set({ sequence })
      .where(and(eq(catalogTitles.catalogId, catalogId), eq(catalogTitles.sku, sku)));
  }
}

export async function renameCatalog(tx: Tx, catalogId: number, name: string): Promise<void> {
  await tx
    .update(catalogs)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(catalogs.id, catalogId));
}

export async function deleteCatalog(tx: Tx, catalogId: number): Promise<void> {
  await tx.delete(catalogs).where(eq(catalogs.id, catalogId));
}
