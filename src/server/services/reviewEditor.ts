import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { reviewShares, reviews, shareExceptions } from '../db/schema/reviews.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import type { Assessments, SavedReview } from '../../shared/contracts/reviewEditor.ts';
import type { MyReview } from '../../shared/contracts/myReviews.ts';
import { muchLoveOf } from '../../shared/domain/heart.ts';
import { RATING_DIMENSION_IDS, RATING_DIMENSIONS, type RatingDimension } from '../../shared/domain/ratings.ts';
import { defaultSelection, exceptionsOf, storedShareChoice, type ShareSelection } from '../../shared/domain/shareTargets.ts';
import { publisherCommunityId, requireTitle, shareOptionsOf } from './affiliations.ts';
import { myTitleReview } from './myReviews.ts';
import { readShareExceptions } from './titlesShares.ts';

/** GET /api/v1/me/reviews/{sku}/review: the caller's review; 404 when the title is unknown or not reviewed. */
export async function requireMyReview(db: Db | Tx, userId: number, sku: string): Promise<MyReview> {
  await requireTitle(db, sku);
  const review = await myTitleReview(db, userId, sku);
  if (!review) throw httpProblem(404, `you have not reviewed ${sku}`);
  return review;
}

/** GET /api/me/assessments/products/{sku}: the seven ratings in id order; assessmentId 0 without a review. */
export async function assessmentsOf(db: Db | Tx, userId: number, sku: string): Promise<Assessments> {
  await requireTitle(db, sku);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.sku, sku)));
  return {
    sku,
    assessmentId: row?.id ?? 0,
    overallAssessment: row?.overall ?? null,
    assessments: RATING_DIMENSIONS.map((name) => ({ assessmentTypeId: RATING_DIMENSION_IDS[name], name, value: row?.[name] ?? null })),
  };
}

export interface SaveReviewInput {
  ratings: { overall: number } & Partial<Record<Exclude<RatingDimension, 'overall'>, number | null | undefined>>;
  text: string;
  shareTargets?: ShareSelection;
}

const SHARE_KINDS = ['affiliation', 'ePlusGroup'] as const;

/**
 * PUT /api/me/reviews/products/{sku}, in the caller's transaction: creates or replaces the review (ratings not
 * sent are cleared; Much Love follows the heart rule, overall 8 or more), stores the share exceptions of the chosen
 * targets (what is offered and not chosen; external submission inclusions are kept) and shares the review with the
 * chosen communities plus the publisher's community when Publisher is chosen. Without shareTargets the stored choice
 * decides (domain/shareTargets.ts defaultSelection): none stored (a first review, no exceptions) shares with no one;
 * a stored one shares with everything offered unless excepted. A community not offered: 400, nothing written.
 */
export async function saveReview(tx: Tx, userId: number, sku: string, input: SaveReviewInput): Promise<SavedReview> {
  const title = await requireTitle(tx, sku);
  const options = await shareOptionsOf(tx, userId, title.category);
  let selection: ShareSelection;
  if (input.shareTargets) {
    const offered = new Set([...options.genreCommunityIds, ...options.otherCommunityIds]);
    input.shareTargets.communityIds.forEach((id, i) => {
      if (!offered.has(id)) throw fieldProblem(`shareTargets.communityIds.${i}`, `community ${id} is not one you can share this review with`);
    });
    selection = { ...input.shareTargets, communityIds: [...new Set(input.shareTargets.communityIds)] };
    const exceptions = exceptionsOf(selection, options);
    const mine = and(eq(shareExceptions.userId, userId), eq(shareExceptions.sku, sku));
    await tx.delete(shareExceptions).where(and(mine, inArray(shareExceptions.kind, [...SHARE_KINDS])));
    const rows = [
      ...exceptions.affiliationShareExceptions.map((e) => ({ userId, sku, kind: 'affiliation' as const, value: e.targetGroupId })),
      ...exceptions.ePlusGroupShareExceptions.map((e) => ({ userId, sku, kind: 'ePlusGroup' as const, value: e.communityType })),
    ];
    if (rows.length) await tx.insert(shareExceptions).values(rows);
  } else {
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.sku, sku)));
    selection = defaultSelection(options, storedShareChoice(existing !== undefined, await readShareExceptions(tx, userId, sku)));
  }

  const r = input.ratings;
  const values = {
    text: input.text,
    overall: r.overall,
    writingQuality: r.writingQuality ?? null,
    imageIllustrationQuality: r.imageIllustrationQuality ?? null,
    characterDevelopment: r.characterDevelopment ?? null,
    couldntPutItDownness: r.couldntPutItDownness ?? null,
    intellectualDepth: r.intellectualDepth ?? null,
    originality: r.originality ?? null,
    muchLove: muchLoveOf(r.overall),
  };
  const [saved] = await tx
    .insert(reviews)
    .values({ sku, userId, ...values })
    .onConflictDoUpdate({ target: [reviews.sku, reviews.userId], set: { ...values, updatedDate: sql`now()` } })
    .returning({ id: reviews.id });
  const reviewId = saved!.id;

  const publisherCommunity = selection.publisher ? await publisherCommunityId(tx, title.publisherId) : null;
  const shared = [...new Set([...selection.communityIds, ...(publisherCommunity === null ? [] : [publisherCommunity])])].sort((a, b) => a - b);
  await tx.delete(reviewShares).where(eq(reviewShares.reviewId, reviewId));
  if (shared.length) await tx.insert(reviewShares).values(shared.map((affiliationId) => ({ reviewId, affiliationId })));

  const review = await myTitleReview(tx, userId, sku);
  return { review: review!, sharing: await readShareExceptions(tx, userId, sku), sharedCommunityIds: shared };
}

/** DELETE /api/me/reviews/products/{sku}: deletes the caller's review (its shares go with it); false when none. */
export async function deleteReview(tx: Tx, userId: number, sku: string): Promise<{ sku: string; deleted: boolean }> {
  await requireTitle(tx, sku);
  const gone = await tx
    .delete(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.sku, sku)))
    .returning({ id: reviews.id });
  return { sku, deleted: gone.length > 0 };
}
