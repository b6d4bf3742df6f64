import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { affiliationMemberships, affiliationOwners, affiliations } from '../db/schema/communities.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { Affiliation } from '../../shared/contracts/affiliations.ts';

type Row = typeof affiliations.$inferSelect;

/** The title a review or nomination change is about: sku, category and publisher; unknown skus answer 404. */
export async function requireTitle(db: Db | Tx, sku: string) {
  const [title] = await db
    .select({ sku: products.sku, name: products.name, category: products.category, publisherId: products.publisherId })
    .from(products)
    .where(eq(products.sku, sku));
  if (!title) throw httpProblem(404, `no title with sku ${sku}`);
  return title;
}

async function toAffiliations(db: Db | Tx, rows: Row[], userId: number, lastViewed?: Map<number, Date | null>): Promise<Affiliation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [owners, memberships] = await Promise.all([
    db.select().from(affiliationOwners).where(inArray(affiliationOwners.affiliationId, ids)),
    lastViewed
      ? Promise.resolve([])
      : db
          .select()
          .from(affiliationMemberships)
          .where(and(eq(affiliationMemberships.userId, userId), inArray(affiliationMemberships.affiliationId, ids))),
  ]);
  const viewed = lastViewed ?? new Map(memberships.map((m) => [m.affiliationId, m.lastViewedDate]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    member: viewed.has(r.id),
    ownerIds: owners
      .filter((o) => o.affiliationId === r.id)
      .map((o) => o.userId)
      .sort((a, b) => a - b),
    viewId: r.viewId,
    isGenreCommunity: r.isGenreCommunity,
    logoUri: r.logoUri,
    status: r.status,
    lastViewedDate: viewed.get(r.id)?.toISOString() ?? null,
  }));
}

/** The caller's joined communities (deleted ones left out), most recently viewed first, then by name. */
export async function myAffiliations(db: Db | Tx, userId: number): Promise<Affiliation[]> {
  const rows = await db
    .select({ affiliation: affiliations, lastViewedDate: affiliationMemberships.lastViewedDate })
    .from(affiliationMemberships)
    .innerJoin(affiliations, eq(affiliations.id, affiliationMemberships.affiliationId))
    .where(and(eq(affiliationMemberships.userId, userId), ne(affiliations.status, 'deleted')))
    .orderBy(sql`${affiliationMemberships.lastViewedDate} desc nulls last`, asc(affiliations.name), asc(affiliations.id));
  return toAffiliations(
    db,
    rows.map((r) => r.affiliation),
    userId,
    new Map(rows.map((r) => [r.affiliation.id, r.lastViewedDate])),
  );
}

/** Active genre communities whose category refinements include this category (exact), by name. */
export async function genreAffiliationRows(db: Db | Tx, category: string): Promise<Row[]> {
  if (!category) return [];
  const wanted = JSON.stringify([{ browseLaneType: 'category', code: category, isExclusion: false }]);
  return db
    .select()
    .from(affiliations)
    .where(
      and(eq(affiliations.isGenreCommunity, true), eq(affiliations.status, 'active'), sql`${affiliations.browseRefinements} @> ${wanted}::jsonb`),
    )
    .orderBy(asc(affiliations.name), asc(affiliations.id));
}

/** GET /api/affiliations/genre/products/{sku}: the title's genre communities. */
export async function genreAffiliations(db: Db | Tx, userId: number, sku: string): Promise<Affiliation[]> {
  const title = await requireTitle(db, sku);
  return toAffiliations(db, await genreAffiliationRows(db, title.category), userId);
}

/** The active publisher community of a publisher (seed data: '{name} Community'), if any. */
export async function publisherCommunityId(db: Db | Tx, publisherId: number | null): Promise<number | null> {
  if (publisherId === null) return null;
  const [row] = await db
    .select({ id: affiliations.id })
    .from(affiliations)
    .where(and(eq(affiliations.publisherId, publisherId), eq(affiliations.status, 'active')))
    .orderBy(asc(affiliations.id))
    .limit(1);
  return row?.id ?? null;
}

/** What the editor's Share step offers for a title: its genre communities and the caller's other active communities. */
export async function shareOptionsOf(db: Db | Tx, userId: number, category: string) {
  const [genres, mine] = await Promise.all([
    genreAffiliationRows(db, category),
    db
      .select({ id: affiliations.id })
      .from(affiliationMemberships)
      .innerJoin(affiliations, eq(affiliations.id, affiliationMemberships.affiliationId))
      .where(and(eq(affiliationMemberships.userId, userId), eq(affiliations.status, 'active'), eq(affiliations.isGenreCommunity, false)))
      .orderBy(desc(affiliations.id)),
  ]);
  return { genreCommunityIds: genres.map((g) => g.id), otherCommunityIds: mine.map((m) => m.id).sort((a, b) => a - b) };
}
