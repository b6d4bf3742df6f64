import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships } from '../db/schema/communities.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { reviewShares, reviews } from '../db/schema/reviews.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { CommunityReviews } from '../../shared/contracts/titleReviews.ts';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * Rated reviews of a title shared with a community (communityId) or with any community of the caller (0).
 * A community the caller is not a member of answers 404.
 */
export async function communityReviews(db: Db | Tx, userId: number, communityId: number, sku: string): Promise<CommunityReviews> {
  if (communityId !== 0) {
    const [member] = await db
      .select({ id: affiliationMemberships.affiliationId })
      .from(affiliationMemberships)
      .where(and(eq(affiliationMemberships.affiliationId, communityId), eq(affiliationMemberships.userId, userId)));
    if (!member) throw httpProblem(404, `no community ${communityId} of yours`);
  }
  const shared =
    communityId === 0
      ? sql`exists (select 1 from ${reviewShares} rs join ${affiliationMemberships} m on m.affiliation_id = rs.affiliation_id and m.user_id = ${userId} where rs.review_id = "reviews"."id")`
      : sql`exists (select 1 from ${reviewShares} rs where rs.review_id = "reviews"."id" and rs.affiliation_id = ${communityId})`;
  const rows = await db
    .select({ review: reviews, user: users, organization: organizations })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(reviews.sku, sku), isNotNull(reviews.overall), shared))
    .orderBy(desc(reviews.overall), desc(reviews.updatedDate));
  const ids = rows.map((r) => r.review.id);
  const shares = ids.length ? await db.select().from(reviewShares).where(inArray(reviewShares.reviewId, ids)) : [];
  const result: CommunityReviews = { reviews: [], usersById: {}, userAvatarsByAppUserId: {}, organizationsById: {} };
  for (const { review: r, user: u, organization: o } of rows) {
    result.reviews.push({
      id: r.id,
      sku: r.sku,
      createdDate: r.createdDate.toISOString(),
      updatedDate: r.updatedDate.toISOString(),
      hasReviewText: r.text.trim().length > 0,
      text: r.text,
      rating: r.overall!,
      overallAssessment: r.overall!,
      ratings: {
        originality: r.originality,
        writingQuality: r.writingQuality,
        intellectualDepth: r.intellectualDepth,
        characterDevelopment: r.characterDevelopment,
        couldntPutItDownness: r.couldntPutItDownness,
        imageIllustrationQuality: r.imageIllustrationQuality,
      },
      appUserId: u.id,
      communityIds: shares.filter((s) => s.reviewId === r.id).map((s) => s.affiliationId),
    });
    result.usersById[String(u.id)] = { fullName: `${u.firstName} ${u.lastName}`.trim(), classification: u.classification, orgID: o?.id ?? 0 };
    result.userAvatarsByAppUserId[String(u.id)] = { uri: u.avatarUri, initials: initials(u.firstName, u.lastName) };
    if (o) {
      result.organizationsById[String(o.id)] = { name: o.name, address: { city: o.city, stateProvince: o.stateProvince, country: o.country } };
    }
  }
  return result;
}
