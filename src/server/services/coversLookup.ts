import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, type ProductImage } from '../db/schema/catalog.ts';

export interface CoverProduct {
  sku: string;
  title: string;
  author: string;
  interiors: ProductImage[];
}

/** What a generated jacket or interior image shows: title, author and interior captions; null if no such sku. */
export async function findCoverProduct(db: Db, sku: string): Promise<CoverProduct | null> {
  const rows = await db
    .select({ sku: products.sku, title: products.name, author: products.author, images: products.images })
    .from(products)
    .where(eq(products.sku, sku))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { sku: row.sku, title: row.title, author: row.author, interiors: row.images.filter((i) => i.type === 'interior') };
}
