import { epochOf, type Db } from '../db/client.ts';
import type { WriteEpoch } from '../db/writeEpoch.ts';
import { SAVED_FILTER_ID_START } from '../db/schema/savedFilters.ts';
import {
  PAGE_SIZE_DEFAULT,
  type FilteredTitles,
  type FilteredTitlesQuery,
  type TitleFacets,
  type TitleFacetsQuery,
} from '../../shared/contracts/titles.ts';
import { countTitles, pageDependsOnUser, queryTitles, resolveView, titlePage, type TitlePage, type TitleScope } from './filters.ts';
import { ReadCache } from './readCache.ts';
import { titleFacets } from './titleFacets.ts';
import { titleExtras, type TitleExtras } from './titlesAccess.ts';
import { filteredTitlesJson, sharedProductJson } from './titlesAnswer.ts';

/** A page with each title's shared JSON. */
interface CachedPage {
  page: TitlePage;
  sharedJson: string[];
}

/** Answers move with the clock (review copies expire, frontlist turns backlist): kept at most this long. */
const TTL_MS = 10_000;

/**
 * Tables none of the loads below reads (checked in tests/server/titlesCache.test.ts): writes of them keep the kept
 * answers, so a shelf move, a list change or a sign-in leaves every title page cached. Views reached through this
 * cache have refinements only (resolveView), never a list, catalogue or buzz scope.
 */
export const TITLE_CACHE_IGNORES = [
  'shelf_entries',
  'collaborative_lists',
  'collaborative_list_items',
  'collaborative_list_votes',
  'sessions',
  'users',
  'preferences',
] as const;
const SCOPE = { except: TITLE_CACHE_IGNORES };

/**
 * The read caches of title lists, per database: views (a saved filter's per owner), pages (per caller only when
 * the page depends on the caller: see pageDependsOnUser), counts, filter drawer facets (per caller: availability is theirs), and each caller's facts over the whole catalogue
 * (live review copies, requestable and downloadable skus, community review summaries). A page's answer is its
 * shared page plus the caller's facts, so one user's facts never reach another. Any write of a table they read
 * drops them all (readCache.ts; TITLE_CACHE_IGNORES lists the tables they do not read).
 */
class TitleListCache {
  readonly views: ReadCache<TitleScope>;
  readonly pages: ReadCache<CachedPage>;
  readonly counts: ReadCache<number>;
  readonly extras: ReadCache<TitleExtras>;
  readonly facets: ReadCache<TitleFacets>;

  constructor(
    readonly db: Db,
    readonly epoch: WriteEpoch,
  ) {
    this.views = new ReadCache(epoch, { ttlMs: TTL_MS, maxEntries: 5_000, scope: SCOPE });
    this.pages = new ReadCache(epoch, { ttlMs: TTL_MS, maxEntries: 2_000, scope: SCOPE });
    this.counts = new ReadCache(epoch, { ttlMs: TTL_MS, maxEntries: 2_000, scope: SCOPE });
    this.extras = new ReadCache(epoch, { ttlMs: TTL_MS, maxEntries: 5_000, scope: SCOPE });
    this.facets = new ReadCache(epoch, { ttlMs: TTL_MS, maxEntries: 2_000, scope: SCOPE });
  }

  view(viewId: number, userId: number | null): Promise<TitleScope> {
    const owner = viewId >= SAVED_FILTER_ID_START ? userId : null;
    return this.views.get(`${viewId}:${owner}`, () => resolveView(this.db, viewId, userId));
  }

  userExtras(userId: number | null): Promise<TitleExtras> {
    return this.extras.get(String(userId), () => titleExtras(this.db, userId, 'all'));
  }
}

const caches = new WeakMap<Db, TitleListCache>();

function cacheFor(db: Db): TitleListCache | null {
  const epoch = epochOf(db);
  if (!epoch) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TitleListCache(db, epoch)));
  return cache;
}

function pageKey(scope: TitleScope, query: FilteredTitlesQuery, userId: number | null): string {
  return JSON.stringify([scope, query, pageDependsOnUser(scope, query) ? userId : null]);
}

function loadPage(cache: TitleListCache, scope: TitleScope, query: FilteredTitlesQuery, userId: number | null): Promise<CachedPage> {
  return cache.pages.get(pageKey(scope, query, userId), async () => {
    const page = await titlePage(cache.db, scope, query, userId, new Date(), () => cachedCount(cache, scope, query, userId));
    return { page, sharedJson: page.rows.map(sharedProductJson) };
  });
}

/** The count of a scope and query, kept per filter: paging and sort do not change it. */
function cachedCount(cache: TitleListCache, scope: TitleScope, query: FilteredTitlesQuery, userId: number | null): Promise<number> {
  const countQuery = { ...query, page: 1, pageSize: PAGE_SIZE_DEFAULT, sort: undefined, order: undefined };
  return cache.counts.get(pageKey(scope, countQuery, userId), () => countTitles(cache.db, scope, query, userId));
}

/**
 * GET /api/v1/filters/{viewId}/titles through the read caches: the answer as JSON text (filteredTitlesJson), or,
 * when caching is off, as an object read from the database.
 */
export async function cachedViewTitles(db: Db, viewId: number, query: FilteredTitlesQuery, userId: number | null): Promise<FilteredTitles | string> {
  const cache = cacheFor(db);
  if (!cache || cache.epoch.readable(SCOPE) === null) return queryTitles(db, await resolveView(db, viewId, userId), query, userId);
  const scope = await cache.view(viewId, userId);
  const [cached, extras] = await Promise.all([loadPage(cache, scope, query, userId), cache.userExtras(userId)]);
  return filteredTitlesJson(cached.page, cached.sharedJson, extras, query, userId !== null);
}

/** GET /api/v1/filters/{viewId}/titles/count through the read caches. */
export async function cachedViewCount(db: Db, viewId: number, query: FilteredTitlesQuery, userId: number | null): Promise<number> {
  const cache = cacheFor(db);
  if (!cache) return countTitles(db, await resolveView(db, viewId, userId), query, userId);
  return cachedCount(cache, await cache.view(viewId, userId), query, userId);
}

/** GET /api/v1/filters/{viewId}/titles/facets through the read caches. */
export async function cachedViewFacets(db: Db, viewId: number, query: TitleFacetsQuery, userId: number | null): Promise<TitleFacets> {
  const cache = cacheFor(db);
  if (!cache) return titleFacets(db, await resolveView(db, viewId, userId), query, userId);
  const scope = await cache.view(viewId, userId);
  return cache.facets.get(JSON.stringify([scope, query.q ?? '', userId]), () => titleFacets(db, scope, query, userId));
}
