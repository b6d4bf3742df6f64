import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships, affiliations } from '../db/schema/communities.ts';
import { users } from '../db/schema/identity.ts';
import { reviewShares, reviews } from '../db/schema/reviews.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { Buzz, BuzzQuery } from '../../shared/contracts/lists.ts';
import { titlePage, type TitleScope } from './filters.ts';
import { isMemberSql, isOpenSql } from './lists.ts';
import { reviewSummarySubquery, titleExtras } from './titlesAccess.ts';
import { filteredTitles } from './titlesAnswer.ts';

/** Reviews listed per title in the buzz answer. */
export const BUZZ_REVIEWS_PER_TITLE = 10;

/**
 * The communities whose reviews make a buzz list: 'genres' every genre community; 0 the caller's communities
 * (anonymous callers: the genre communities); otherwise one community the caller is in or may join (open), else 404.
 */
export async function buzzCommunities(db: Db | Tx, target: number | 'genres', userId: number | null): Promise<number[]> {
  const active = ne(affiliations.status, 'deleted');
  if (target === 'genres' || (target === 0 && userId === null)) {
    return (
      await db
        .select({ id: affiliations.id })
        .from(affiliations)
        .where(and(active, eq(affiliations.isGenreCommunity, true)))
    ).map((r) => r.id);
  }
  if (target === 0) {
    return (
      await db.select({ id: affiliationMemberships.affiliationId }).from(affiliationMemberships).where(eq(affiliationMemberships.userId, userId!))
    ).map((r) => r.id);
  }
  const [community] = await db
    .select({
      member: isMemberSql(userId),
      open: isOpenSql,
    })
    .from(affiliations)
    .where(and(eq(affiliations.id, target), active));
  if (!community || !(community.member || community.open)) throw httpProblem(404, `no community ${target}`);
  return [target];
}

/**
 * GET /api/v1/affiliations/{communityId or genres}/buzz: a page of titles with rated reviews shared into the
 * communities (community reviews, descending, by default; maxTitles is the page size when given), the community
 * review count and rating of each title counted over those communities, and each title's reviews, newest first.
 * reviewsCreatedDateMaxDaysBack keeps the titles (and lists the reviews) of reviews created in the last that many days.
 */
export async function buzzPage(db: Db | Tx, communityIds: number[], query: BuzzQuery, userId: number | null): Promise<Buzz> {
  const { maxTitles, reviewsCreatedDateMaxDaysBack: daysBack, ...rest } = query;
  const paged = { ...rest, pageSize: maxTitles ?? query.pageSize };
  const scope: TitleScope = { view: 'buzz', refinements: [], buzzCommunityIds: communityIds, ...(daysBack ? { buzzDaysBack: daysBack } : {}) };
  const page = await titlePage(db, scope, paged, userId);
  const skus = page.rows.map((r) => r.sku);
  const extras = await titleExtras(db, userId, skus);
  extras.summary = new Map();
  if (skus.length) {
    for (const s of await db.select().from(reviewSummarySubquery(db, userId, skus, communityIds))) {
      extras.summary.set(s.sku, { count: s.count, rating: s.rating === null ? null : Number(s.rating) });
    }
  }
  const answer = filteredTitles(page, extras, paged, userId !== null);
  const shared = db
    .select({ id: reviewShares.reviewId })
    .from(reviewShares)
    .where(inArray(reviewShares.affiliationId, communityIds.length ? communityIds : [-1]));
  const rows = skus.length
    ? await db
        .select({
          sku: reviews.sku,
          rating: reviews.overall,
          text: reviews.text,
          appUserId: reviews.userId,
          first: users.firstName,
          last: users.lastName,
          updatedDate: reviews.updatedDate,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          and(
            inArray(reviews.sku, skus),
            isNotNull(reviews.overall),
            inArray(reviews.id, shared),
            daysBack ? sql`${reviews.createdDate} >= now() - make_interval(days => ${daysBack}::int)` : undefined,
          ),
        )
        .orderBy(desc(reviews.updatedDate), desc(reviews.id))
    : [];
  const bySku = new Map<string, Buzz['titles'][number]['reviews']>();
  for (const r of rows) {
    const list = bySku.get(r.sku) ?? [];
    if (list.length < BUZZ_REVIEWS_PER_TITLE) {
      list.push({
        rating: r.rating!,
        text: r.text,
        appUserId: r.appUserId,
        displayName: `${r.first} ${r.last}`.trim(),
        updatedDate: r.updatedDate.toISOString(),
      });
    }
    bySku.set(r.sku, list);
  }
  return { ...answer, titles: skus.map((sku) => ({ sku, reviews: bySku.get(sku) ?? [] })) };
}
