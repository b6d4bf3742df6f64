import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { affiliationMemberships } from '../db/schema/communities.ts';
import { reviewCopyFormats } from '../db/schema/galleys.ts';
import { galleyRequests } from '../db/schema/requests.ts';
import { collaborativeListItems, collaborativeListVotes } from '../db/schema/lists.ts';
import { reviewShares, reviews } from '../db/schema/reviews.ts';
import { REQUEST_TYPES } from '../../shared/domain/requests.ts';
import { AVAILABILITY_LABELS } from '../../shared/domain/titleFilters.ts';

/**
 * Outer references of correlated subqueries, always table-qualified (Drizzle leaves columns unqualified in a
 * single-table select, where "sku" inside a subquery would bind to the subquery's own table).
 */
const PRODUCT_SKU = sql.raw('"products"."sku"');
const REVIEW_ID = sql.raw('"reviews"."id"');

/** An SQL list of ids for `in`, never empty (no id matches -1). */
function idList(ids: number[]): SQL {
  return sql`(${sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The title is on a collaborative list. */
export function onListSql(listId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${collaborativeListItems} li where li.list_id = ${listId} and li.sku = ${PRODUCT_SKU})`;
}

/** A title's net votes on a list (ups - downs). */
/** A title's place in a collaborative list's filing (POST /api/v1/collaborativeTitleList/filing). */
export function listSequenceSql(listId: number): SQL<number> {
  return sql<number>`(select i.sequence from ${collaborativeListItems} i where i.list_id = ${listId} and i.sku = ${PRODUCT_SKU})`;
}

export function netVotesSql(listId: number): SQL<number> {
  return sql<number>`coalesce((select sum(v.value) from ${collaborativeListVotes} v where v.list_id = ${listId} and v.sku = ${PRODUCT_SKU}), 0)`;
}

/** The title has a rated review shared into one of the communities (buzz). */
export function buzzSql(communityIds: number[], daysBack?: number): SQL<boolean> {
  const recent = daysBack === undefined ? sql`` : sql` and r.created_date >= now() - make_interval(days => ${daysBack}::int)`;
  return sql<boolean>`exists (select 1 from ${reviews} r join ${reviewShares} rs on rs.review_id = r.id
    where r.sku = ${PRODUCT_SKU} and r.overall is not null and rs.affiliation_id in ${idList(communityIds)}${recent})`;
}

/** A title has a live review copy when one of its format entries has not expired. */
export function liveGalleySql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${reviewCopyFormats} f where f.sku = ${PRODUCT_SKU}
    and (f.drc_expiration_date is null or f.drc_expiration_date > now()))`;
}

/**
 * Downloadable for a user: a live review copy and an approved digital request of the user (document 3's
 * POST /api/v1/me/galleys/requests, approved by a rule or a community owner).
 */
export function downloadableSql(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`(${liveGalleySql()} and exists (select 1 from ${galleyRequests} r where r.user_id = ${userId}
    and r.sku = ${PRODUCT_SKU} and r.request_type = ${REQUEST_TYPES.digital} and r.status = 'approved'))`;
}

/** Requestable for a signed-in user: a live review copy that is not already downloadable. */
export function requestableSql(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`(${liveGalleySql()} and not ${downloadableSql(userId)})`;
}

/** The seed's availability label of a title for a user, as SQL (the Review Copy Availability filter section). */
export function availabilityLabelSql(userId: number | null): SQL<string> {
  return sql<string>`case when ${downloadableSql(userId)} then ${AVAILABILITY_LABELS.download}
    when ${requestableSql(userId)} then ${AVAILABILITY_LABELS.request} else ${AVAILABILITY_LABELS.none} end`;
}

/**
 * Community review summary visible to a user: rated reviews shared into a community the user belongs to, per sku
 * (anonymous callers see none); or, given communities (buzz), rated reviews shared into one of those.
 */
export function reviewSummarySubquery(db: Db | Tx, userId: number | null, skus?: string[], communityIds?: number[]) {
  const visible = communityIds
    ? sql`exists (select 1 from ${reviewShares} rs where rs.review_id = ${REVIEW_ID} and rs.affiliation_id in ${idList(communityIds)})`
    : sql`exists (select 1 from ${reviewShares} rs join ${affiliationMemberships} m
    on m.affiliation_id = rs.affiliation_id and m.user_id = ${userId ?? -1} where rs.review_id = ${REVIEW_ID})`;
  return db
    .select({
      sku: reviews.sku,
      count: sql<number>`count(*)::int`.as('review_count'),
      rating: sql<string | null>`round(avg(${reviews.overall}), 1)`.as('review_rating'),
    })
    .from(reviews)
    .where(and(isNotNull(reviews.overall), visible, skus ? inArray(reviews.sku, skus) : undefined))
    .groupBy(reviews.sku)
    .as('summary');
}

/**
 * The facts titleExtras gives of listed titles, as columns of a select from products and a lateral join: one
 * statement answers a short list (a user's shelves) with its facts, instead of the list and then titleExtras.
 * `summary` goes in a left join lateral (`on true`); read the rows back with titleExtrasOfRows.
 */
export function titleFactColumns(db: Db | Tx, userId: number) {
  const summary = db
    .select({
      reviewCount: sql<number>`count(*)::int`.as('fact_review_count'),
      reviewRating: sql<string | null>`round(avg(${reviews.overall}), 1)`.as('fact_review_rating'),
    })
    .from(reviews)
    .where(
      and(
        sql`${reviews.sku} = ${PRODUCT_SKU}`,
        isNotNull(reviews.overall),
        sql`exists (select 1 from ${reviewShares} rs join ${affiliationMemberships} m
          on m.affiliation_id = rs.affiliation_id and m.user_id = ${userId} where rs.review_id = ${REVIEW_ID})`,
      ),
    )
    .as('fact_summary');
  return {
    summary,
    columns: {
      live: liveGalleySql(),
      approved: sql<boolean>`exists (select 1 from ${galleyRequests} r where r.user_id = ${userId} and r.sku = ${PRODUCT_SKU}
        and r.request_type = ${REQUEST_TYPES.digital} and r.status = 'approved')`,
      reviewCount: summary.reviewCount,
      reviewRating: summary.reviewRating,
    },
  };
}

/** TitleExtras of a signed-in user from rows selected with titleFactColumns. */
export function titleExtrasOfRows(
  rows: Array<{ sku: string; live: boolean; approved: boolean; reviewCount: number | null; reviewRating: string | null }>,
): TitleExtras {
  const extras: TitleExtras = { summary: new Map(), requestable: new Set(), downloadable: new Set(), live: new Set() };
  for (const row of rows) {
    if (row.reviewCount) {
      extras.summary.set(row.sku, { count: Number(row.reviewCount), rating: row.reviewRating === null ? null : Number(row.reviewRating) });
    }
    if (!row.live) continue;
    extras.live.add(row.sku);
    if (row.approved) extras.downloadable.add(row.sku);
    else extras.requestable.add(row.sku);
  }
  return extras;
}

export interface TitleExtras {
  summary: Map<string, { count: number; rating: number | null }>;
  requestable: Set<string>;
  downloadable: Set<string>;
  live: Set<string>;
}

/**
 * Per-user facts of titles: review summary, live galleys, requestable and downloadable skus; of the listed skus,
 * or of every title ('all': titles with none of these facts are left out).
 */
export async function titleExtras(db: Db | Tx, userId: number | null, skus: string[] | 'all'): Promise<TitleExtras> {
  const extras: TitleExtras = { summary: new Map(), requestable: new Set(), downloadable: new Set(), live: new Set() };
  if (!skus.length) return extras;
  if (skus !== 'all') return listedTitleExtras(db, userId, skus, extras);
  const [live, requestable, downloadable] = [liveGalleySql(), requestableSql(userId), downloadableSql(userId)];
  const access = await db
    .select({ sku: products.sku, live, requestable, downloadable })
    .from(products)
    .where(skus === 'all' ? sql`(${live} or ${requestable} or ${downloadable})` : inArray(products.sku, skus));
  for (const a of access) {
    if (a.live) extras.live.add(a.sku);
    if (a.requestable) extras.requestable.add(a.sku);
    if (a.downloadable) extras.downloadable.add(a.sku);
  }
  if (userId !== null) {
    const sq = reviewSummarySubquery(db, userId, skus === 'all' ? undefined : skus);
    for (const s of await db.select().from(sq)) {
      extras.summary.set(s.sku, { count: s.count, rating: s.rating === null ? null : Number(s.rating) });
    }
  }
  return extras;
}

/**
 * titleExtras of listed skus in one statement of three index lookups (live format entries, the user's approved
 * digital requests, the review summary), tagged 1, 2 and 3: a title list answered inside a change (a shelf move's
 * shelves) costs one round trip, and a statement PostgreSQL plans in a fraction of the time of one correlated
 * subquery per fact and title.
 */
async function listedTitleExtras(db: Db | Tx, userId: number | null, skus: string[], extras: TitleExtras): Promise<TitleExtras> {
  const none = { count: sql<number | null>`null::int`, rating: sql<string | null>`null::numeric` };
  const live = db
    .select({ sku: reviewCopyFormats.sku, fact: sql<number>`1`, ...none })
    .from(reviewCopyFormats)
    .where(
      and(
        inArray(reviewCopyFormats.sku, skus),
        sql`(${reviewCopyFormats.drcExpirationDate} is null or ${reviewCopyFormats.drcExpirationDate} > now())`,
      ),
    );
  let rows: Array<{ sku: string; fact: number; count: number | null; rating: string | null }>;
  if (userId === null) rows = await live;
  else {
    const approved = db
      .select({ sku: galleyRequests.sku, fact: sql<number>`2`, ...none })
      .from(galleyRequests)
      .where(
        and(
          eq(galleyRequests.userId, userId),
          inArray(galleyRequests.sku, skus),
          eq(galleyRequests.requestType, REQUEST_TYPES.digital),
          eq(galleyRequests.status, 'approved'),
        ),
      );
    const sq = reviewSummarySubquery(db, userId, skus);
    const summary = db.select({ sku: sq.sku, fact: sql<number>`3`, count: sq.count, rating: sq.rating }).from(sq);
    rows = await unionAll(live, approved, summary);
  }
  const approved = new Set<string>();
  for (const row of rows) {
    const fact = Number(row.fact);
    if (fact === 1) extras.live.add(row.sku);
    else if (fact === 2) approved.add(row.sku);
    else extras.summary.set(row.sku, { count: Number(row.count), rating: row.rating === null ? null : Number(row.rating) });
  }
  for (const sku of extras.live) {
    if (approved.has(sku)) extras.downloadable.add(sku);
    else if (userId !== null) extras.requestable.add(sku);
  }
  return extras;
}
