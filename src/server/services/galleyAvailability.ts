import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { reviewCopyFormats } from '../db/schema/galleys.ts';
import { shelfEntries } from '../db/schema/shelves.ts';
import { notify } from './notifications.ts';

export type NewReviewCopyFormat = typeof reviewCopyFormats.$inferInsert;

/** Whether a title has a live review copy (a format entry not expired at `now`). */
async function hasLiveGalley(tx: Tx, sku: string, now: Date): Promise<boolean> {
  const live = await tx
    .select({ id: reviewCopyFormats.resourceId })
    .from(reviewCopyFormats)
    .where(and(eq(reviewCopyFormats.sku, sku), or(isNull(reviewCopyFormats.drcExpirationDate), gt(reviewCopyFormats.drcExpirationDate, now))))
    .limit(1);
  return live.length > 0;
}

/**
 * Makes a review copy format available (a galley added for a title, or an expired one renewed): the title becomes
 * requestable and downloadable. When the title had no live galley before, everyone with it on a shelf is told
 * (seed 3 §7: 'a galley newly available on a title on your shelves'), in this transaction, never the one who added
 * it (`actorId`; null for the system). Answers how many were told.
 */
export async function makeGalleyAvailable(tx: Tx, actorId: number | null, format: NewReviewCopyFormat, now = new Date()): Promise<number> {
  const wasLive = await hasLiveGalley(tx, format.sku, now);
  await tx
    .insert(reviewCopyFormats)
    .values(format)
    .onConflictDoUpdate({
      target: reviewCopyFormats.resourceId,
      set: { drcExpirationDate: format.drcExpirationDate ?? null, resourceUri: format.resourceUri ?? '', drmMethod: format.drmMethod ?? 'open' },
    });
  if (wasLive || !(await hasLiveGalley(tx, format.sku, now))) return 0;
  const [title] = await tx.select({ name: products.name }).from(products).where(eq(products.sku, format.sku));
  const shelvers = await tx.select({ userId: shelfEntries.userId }).from(shelfEntries).where(eq(shelfEntries.sku, format.sku));
  return notify(tx, {
    userIds: shelvers.map((s) => s.userId),
    sourceUserId: actorId,
    kind: 'galley',
    text: `A review copy of ${title?.name ?? format.sku} is now available.`,
    details: { sku: format.sku },
  });
}
