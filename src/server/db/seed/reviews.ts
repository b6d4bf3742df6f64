import { muchLoveOf } from '../../../shared/domain/heart.ts';
import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { affiliationMemberships } from '../schema/communities.ts';
import { reviewShares, reviews } from '../schema/reviews.ts';
import { paragraph } from './prose.ts';
import type { GeneratedTitle } from './titles.ts';

const DAY_MS = 86_400_000;
export const DEMO_REVIEWED_TITLES = 60;
/** Places, among the newest published titles, of the titles the demo account itself reviewed. */
const DEMO_ACCOUNT_PICKS = [1, 4, 9] as const;

/**
 * Community reviews by demo users (not the demo account): 60 titles, 1 to 4 reviews each, every reviewer sharing
 * with one or two of their communities. About one review in eight has no rating (community review lists skip them).
 * The demo account adds three reviews of its own.
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
      const row = {
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
      };
      // Much Love follows the heart rule (overall 8 or more); the draw that once decided it stays, so the rest of
      // the generated data does not change.
      rnd.chance(0.2);
      rows.push({ ...row, muchLove: muchLoveOf(row.overall) });
      const own = communitiesByUser.get(userId)!;
      sharesFor.push(rnd.sample(own, Math.min(own.length, rnd.int(1, 2))));
    }
  }
  if (demoUserId !== undefined) addDemoAccountReviews(rows, sharesFor, rnd, titles, demoUserId, memberships, now);
  const ids = await tx.insert(reviews).values(rows).returning({ id: reviews.id });
  const shares = ids.flatMap((r, i) => sharesFor[i]!.map((affiliationId) => ({ reviewId: r.id, affiliationId })));
  if (shares.length) await tx.insert(reviewShares).values(shares);
  return rows.length;
}

/**
 * Three reviews by the demo account itself, on titles among the newest published ones (so the home page's New
 * Releases lane shows 'You reviewed' on their tiles); the last one has a rating and no text.
 */
function addDemoAccountReviews(
  rows: Array<typeof reviews.$inferInsert>,
  sharesFor: number[][],
  rnd: Random,
  titles: GeneratedTitle[],
  demoUserId: number,
  memberships: Array<{ userId: number; affiliationId: number }>,
  now: Date,
): void {
  const today = now.toISOString().slice(0, 10);
  const newest = titles.filter((t) => t.row.pubDate <= today).sort((a, b) => b.row.pubDate.localeCompare(a.row.pubDate));
  const picks = DEMO_ACCOUNT_PICKS.flatMap((place) => (newest[place] ? [newest[place]] : []));
  const own = memberships.filter((m) => m.userId === demoUserId).map((m) => m.affiliationId);
  picks.forEach((t, i) => {
    const created = new Date(now.getTime() - (5 + i * 7) * DAY_MS);
    rows.push({
      sku: t.row.sku,
      userId: demoUserId,
      createdDate: created,
      updatedDate: new Date(created.getTime() + (i === 0 ? 2 * DAY_MS : 0)),
      text: i < picks.length - 1 ? paragraph(rnd) : '',
      overall: 9 - i,
      muchLove: muchLoveOf(9 - i),
    });
    sharesFor.push(own.slice(0, 1));
  });
}
