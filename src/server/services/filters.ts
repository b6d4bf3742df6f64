import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { catalogTitles } from '../db/schema/collections.ts';
import { affiliations } from '../db/schema/communities.ts';
import { SAVED_FILTER_ID_START, savedFilters } from '../db/schema/savedFilters.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import type { FilteredTitles, FilteredTitlesQuery } from '../../shared/contracts/titles.ts';
import { REVIEW_LANE_MONTHS, type ReviewLane } from '../../shared/domain/frontlist.ts';
import type { Refinement } from '../../shared/domain/titleFilters.ts';
import { DEFAULT_SORT, type SortKey, type TitleView } from '../../shared/domain/titleSort.ts';
import { checkRefinements, refinementsSql } from './filtersSql.ts';
import { listColumns, nameOrAuthorSql, type ListRow } from './titles.ts';
import { buzzSql, listSequenceSql, liveGalleySql, netVotesSql, onListSql, reviewSummarySubquery, titleExtras } from './titlesAccess.ts';
import { filteredTitles } from './titlesAnswer.ts';

/** What a list of titles is drawn from: a view's refinements, or one catalogue. */
export interface TitleScope {
  view: TitleView;
  refinements: Refinement[];
  catalogId?: number;
  /** Only titles with a live review copy (a community's review copies list). */
  reviewCopiesOnly?: boolean;
  /** Only one publisher's titles (a publisher's own community). */
  publisherId?: number;
  /** Only the titles of one collaborative list (net votes sort its items). */
  listId?: number;
  /** Only titles with a rated review shared into one of these communities (buzz). */
  buzzCommunityIds?: number[];
  /** With buzzCommunityIds: only reviews created in the last that many days. */
  buzzDaysBack?: number;
}

/**
 * viewId of GET /api/v1/filters/{viewId}/titles: 0 every title; >= 100000 a saved filter of the caller (another
 * user's or an unknown one answers 404) or a community's saved filter lane (anyone's, while the community lives); otherwise a community's viewId (5000 + community id; deleted ones 404).
 */
export async function resolveView(db: Db | Tx, viewId: number, userId: number | null): Promise<TitleScope> {
  if (viewId === 0) return { view: 'savedFilter', refinements: [] };
  if (viewId >= SAVED_FILTER_ID_START) {
    // A community's saved filter (group type) is open to whoever sees the community; a user's only to its user.
    const [filter] = await db
      .select({ refinements: savedFilters.refinements, userId: savedFilters.userId, type: savedFilters.type, status: affiliations.status })
      .from(savedFilters)
      .leftJoin(affiliations, eq(affiliations.id, savedFilters.groupId))
      .where(eq(savedFilters.id, viewId));
    if (filter?.type === 'group') {
      if (filter.status === null || filter.status === 'deleted') throw httpProblem(404, `no saved filter ${viewId}`);
      return { view: 'savedFilter', refinements: filter.refinements };
    }
    if (userId === null) throw httpProblem(401, 'Please log in to use your saved filters.');
    if (!filter || filter.userId !== userId) throw httpProblem(404, `no saved filter ${viewId}`);
    return { view: 'savedFilter', refinements: filter.refinements };
  }
  const [community] = await db
    .select({ refinements: affiliations.browseRefinements })
    .from(affiliations)
    .where(and(eq(affiliations.viewId, viewId), ne(affiliations.status, 'deleted')))
    .limit(1);
  if (!community) throw httpProblem(404, `no view ${viewId}`);
  return { view: 'savedFilter', refinements: community.refinements };
}

function addMonthsIso(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function whereOf(scope: TitleScope, query: FilteredTitlesQuery, userId: number | null, now: Date): SQL | undefined {
  if (query.filters) checkRefinements(query.filters, 'filters');
  const parts: Array<SQL | undefined> = [refinementsSql(scope.refinements, userId, now), refinementsSql(query.filters ?? [], userId, now)];
  if (query.q) parts.push(nameOrAuthorSql(query.q));
  if (scope.reviewCopiesOnly) parts.push(liveGalleySql());
  if (scope.publisherId !== undefined) parts.push(eq(products.publisherId, scope.publisherId));
  if (scope.listId !== undefined) parts.push(onListSql(scope.listId));
  if (scope.buzzCommunityIds !== undefined) parts.push(buzzSql(scope.buzzCommunityIds, scope.buzzDaysBack));
  if (query.lane) {
    const [from, to] = REVIEW_LANE_MONTHS[query.lane as ReviewLane];
    parts.push(sql`${products.pubDate} >= ${addMonthsIso(now, from)} and ${products.pubDate} < ${addMonthsIso(now, to)}`);
  }
  return and(...parts);
}

type Summary = ReturnType<typeof reviewSummarySubquery>;

function sortSql(key: SortKey, summary: Summary, scope: TitleScope): SQL {
  switch (key) {
    case 'onSaleDate':
      return sql`coalesce(${products.onSaleDate}, ${products.pubDate}, date '1910-01-01')`;
    case 'pubDate':
      return sql`coalesce(${products.pubDate}, ${products.onSaleDate}, date '1910-01-01')`;
    case 'digitalUpdatedDate':
      return sql`coalesce(${products.digitalUpdatedDate}, ${products.digitalCreatedDate}, timestamptz '1910-01-01T00:00:00Z')`;
    case 'supplier':
    case 'category':
    case 'author':
      return sql`lower(${products[key]})`;
    case 'pages':
      return sql`coalesce(${products.pages}, 0)`;
    case 'reviews':
      return sql`coalesce(${summary.count}, 0)`;
    case 'rating':
      return sql`coalesce(${summary.rating}, 0)`;
    case 'sequence':
      return scope.listId === undefined ? sql`${catalogTitles.sequence}` : listSequenceSql(scope.listId);
    case 'netVotes':
      return scope.listId === undefined ? sql`0` : netVotesSql(scope.listId);
  }
}

function sortOf(scope: TitleScope, query: FilteredTitlesQuery): { key: SortKey; direction: 'asc' | 'desc' } {
  const fallback = DEFAULT_SORT[scope.view];
  const key = query.sort ?? fallback.key;
  if (key === 'sequence' && scope.catalogId === undefined && scope.listId === undefined)
    throw fieldProblem('sort', 'sequence sorts catalogue and collaborative lists only');
  if (key === 'netVotes' && scope.listId === undefined) throw fieldProblem('sort', 'net votes sort collaborative lists only');
  return { key, direction: query.order ?? (key === fallback.key ? fallback.direction : 'asc') };
}

/** The count of titles a scope and query select (what /count answers). */
export async function countTitles(db: Db | Tx, scope: TitleScope, query: FilteredTitlesQuery, userId: number | null, now = new Date()) {
  const where = whereOf(scope, query, userId, now);
  let base = db.select({ n: count() }).from(products).$dynamic();
  if (scope.catalogId !== undefined) {
    base = base.innerJoin(catalogTitles, and(eq(catalogTitles.sku, products.sku), eq(catalogTitles.catalogId, scope.catalogId)));
  }
  const [row] = await base.where(where);
  return row?.n ?? 0;
}

/** A page of a list before the per-user facts: its titles in order (sequence on catalogues), and the total. */
export interface TitlePage {
  rows: ListRow[];
  total: number;
}

/**
 * One page of a scope's titles, filtered, searched and sorted in SQL (the caller's parts only where the query sorts
 * or filters by them). `total` gives the count when the caller keeps counts (they do not change with page or sort).
 */
export async function titlePage(
  db: Db | Tx,
  scope: TitleScope,
  query: FilteredTitlesQuery,
  userId: number | null,
  now = new Date(),
  total: () => Promise<number> = () => countTitles(db, scope, query, userId, now),
): Promise<TitlePage> {
  const where = whereOf(scope, query, userId, now);
  const { key, direction } = sortOf(scope, query);
  const summary = reviewSummarySubquery(db, userId, undefined, scope.buzzCommunityIds);
  const inCatalog = scope.catalogId !== undefined;
  // Two steps: the sort and page on narrow rows, then the page's wide rows.
  let page = db
    .select({ sku: products.sku, sequence: inCatalog ? sql<number | null>`${catalogTitles.sequence}` : sql<number | null>`null::int` })
    .from(products)
    .$dynamic();
  if (inCatalog) page = page.innerJoin(catalogTitles, and(eq(catalogTitles.sku, products.sku), eq(catalogTitles.catalogId, scope.catalogId!)));
  if (key === 'reviews' || key === 'rating') page = page.leftJoin(summary, eq(summary.sku, products.sku));
  const order = direction === 'asc' ? asc : desc;
  const offset = (query.page - 1) * query.pageSize;
  const [keys, count] = await Promise.all([
    page
      .where(where)
      .orderBy(order(sortSql(key, summary, scope)), asc(sql`lower(${products.name})`), asc(products.sku))
      .limit(query.pageSize)
      .offset(offset),
    total(),
  ]);
  const wide = keys.length
    ? await db
        .select(listColumns)
        .from(products)
        .where(
          inArray(
            products.sku,
            keys.map((k) => k.sku),
          ),
        )
    : [];
  const bySku = new Map(wide.map((r) => [r.sku, r]));
  return { rows: keys.flatMap((k) => (bySku.has(k.sku) ? [{ ...bySku.get(k.sku)!, sequence: k.sequence }] : [])), total: count };
}

/**
 * Whether a page of a scope and query depends on who asks (beyond the per-user facts added to every page):
 * sorting by community reviews or rating, or filtering by review copy availability.
 */
export function pageDependsOnUser(scope: TitleScope, query: FilteredTitlesQuery): boolean {
  const byAvailability = (r: Refinement) => r.browseLaneType === 'reviewCopyAvailability';
  return query.sort === 'reviews' || query.sort === 'rating' || scope.refinements.some(byAvailability) || (query.filters ?? []).some(byAvailability);
}

/** One page of a scope's titles with the seed's per-user lists, read from the database (no cache). */
export async function queryTitles(
  db: Db | Tx,
  scope: TitleScope,
  query: FilteredTitlesQuery,
  userId: number | null,
  now = new Date(),
): Promise<FilteredTitles> {
  const page = await titlePage(db, scope, query, userId, now);
  const extras = await titleExtras(
    db,
    userId,
    page.rows.map((r) => r.sku),
  );
  return filteredTitles(page, extras, query, userId !== null);
}
