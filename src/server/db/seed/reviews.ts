import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { affiliationMemberships } from '../schema/communities.ts';
import { reviewShares, reviews } from '../schema/reviews.ts';
import { paragraph } from './prose.ts';
import type { GeneratedTitle } from './titles.ts';

const DAY_MS = 86_400_000;
export const DEMO_REVIEWED_TITLES = 60;

/**
 * Community reviews by demo users (not the demo account): 60 titles, 1 to 4 reviews each, every reviewer sharing
 * with one or two of their communities. About one review in eight has no rating (community review lists skip them).
 */
export async function insertReviews(tx: Tx, rnd: Random, titles: GeneratedTitle[], demoUserId: number | undefined, now: Date): Promise<number> {
  const memberships = await tx.select().from(affiliationMemberships);
  const communitiesByUser = new Map<number, number[]>();
  for (const m of memberships) {
    if (m.userId === demoUserId) continue;
    communitiesByUser.set(m.userId, [...(communitiesByUser.get(m.userId) ?? []), m.affiliationId]);
  }
  const reviewers = [...communitiesByUser.keys()].sort((a, b) => a - b);
  if (!reviewers.length) return 0;
  const chosen = rnd.sample(titles, Math.min(DEMO_REVIEWED_TITLES, titles.length));
  const rows: Array<typeof reviews.$inferInsert> = [];
  const sharesFor: number[][] = [];
  const rating = () => (rnd.chance(0.7) ? rnd.int(1, 10) : null);
  for (const t of chosen) {
    for (const userId of rnd.sample(reviewers, rnd.int(1, 4))) {
      const created = new Date(now.getTime() - rnd.int(1, 300) * DAY_MS);
      const rated = !rnd.chance(0.125);
      rows.push({
        sku: t.row.sku,
        userId,
        createdDate: created,
        updatedDate: new Date(created.getTime() + rnd.int(0, 20) * DAY_MS),
        text: rnd.chance(0.85) ? paragraph(rnd) : '',
        overall: rated ? rnd.int(4, 10) : null,
        originality: rating(),
        writingQuality: rating(),
        intellectualDepth: rating(),
        characterDevelopment: rating(),
        couldntPutItDownness: rating(),
        imageIllustrationQuality: rating(),
        muchLove: rnd.chance(0.2),
      });
      const own = communitiesByUser.get(userId)!;
      sharesFor.push(rnd.sample(own, Math.min(own.length, rnd.int(1, 2))));
    }
  }
  const ids = await tx.insert(reviews).values(rows).returning({ id: reviews.id });
  const shares = ids.flatMap((r, i) => sharesFor[i]!.map((affiliationId) => ({ reviewId: r.id, affiliationId })));
  if (shares.length) await tx.insert(reviewShares).values(shares);
  return rows.length;
}
