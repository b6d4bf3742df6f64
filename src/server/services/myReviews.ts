import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { reviews } from '../db/schema/reviews.ts';
import type { MyReview } from '../../shared/contracts/myReviews.ts';
import { productsBySkus } from './titles.ts';

type ReviewRow = typeof reviews.$inferSelect;

function toMyReview(r: ReviewRow, product: MyReview['product']): MyReview {
  return {
    id: r.id,
    sku: r.sku,
    createdDate: r.createdDate.toISOString(),
    updatedDate: r.updatedDate.toISOString(),
    hasReviewText: r.text.trim().length > 0,
    text: r.text,
    rating: r.overall,
    overallAssessment: r.overall,
    ratings: {
      originality: r.originality,
      writingQuality: r.writingQuality,
      intellectualDepth: r.intellectualDepth,
      characterDevelopment: r.characterDevelopment,
      couldntPutItDownness: r.couldntPutItDownness,
      imageIllustrationQuality: r.imageIllustrationQuality,
    },
    muchLove: r.muchLove,
    appUserId: r.userId,
    product,
  };
}

async function withProducts(db: Db | Tx, userId: number, rows: ReviewRow[]): Promise<MyReview[]> {
  const products = new Map(
    (
      await productsBySkus(
        db,
        rows.map((r) => r.sku),
        userId,
      )
    ).map((p) => [p.sku, p]),
  );
  // A review's title cannot vanish (the foreign key cascades), so every row has its product.
  return rows.flatMap((r) => (products.has(r.sku) ? [toMyReview(r, products.get(r.sku)!)] : []));
}

/** The user's reviews with their titles, most recently updated first. */
export async function myReviews(db: Db | Tx, userId: number): Promise<MyReview[]> {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.updatedDate), desc(reviews.id));
  return rows.length ? withProducts(db, userId, rows) : [];
}

/** The user's review of one title, or null (also for a sku no title has). */
export async function myTitleReview(db: Db | Tx, userId: number, sku: string): Promise<MyReview | null> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.sku, sku)));
  if (!rows.length) return null;
  return (await withProducts(db, userId, rows))[0] ?? null;
}
