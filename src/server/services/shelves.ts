import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { users } from '../db/schema/identity.ts';
import { shelfEntries } from '../db/schema/shelves.ts';
import type { ShelfItem } from '../../shared/contracts/shelves.ts';
import { CLEAR_SHELF, isShelf, SHELVES, type ShelfChoice } from '../../shared/domain/shelves.ts';
import { checkSkus } from './collections.ts';
import { listColumns, toProducts } from './titles.ts';

/** Shelves lists request jackets at height 450 (seed 1). */
export const SHELF_COVER_HEIGHT = 450;

/** The jacketCover image's uri (the generated cover when a title has none) at a height. */
function coverImageUri(product: { sku: string; images: Array<{ type: string; uri: string }> }, height: number): string {
  const uri = product.images.find((image) => image.type === 'jacketCover')?.uri ?? `/covers/${product.sku}.svg`;
  return `${uri}${uri.includes('?') ? '&' : '?'}height=${height}`;
}

const shelfOrder = sql`array_position(array[${sql.join(
  SHELVES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${shelfEntries.shelf})`;

/** The caller's shelf items: shelf by shelf in the order of SHELVES, each in sequence order. */
export async function listShelves(db: Db | Tx, userId: number): Promise<ShelfItem[]> {
  const rows = await db
    .select({ ...listColumns, shelf: shelfEntries.shelf })
    .from(shelfEntries)
    .innerJoin(products, eq(products.sku, shelfEntries.sku))
    .where(eq(shelfEntries.userId, userId))
    .orderBy(asc(shelfOrder), asc(shelfEntries.sequence), asc(shelfEntries.sku));
  const list = await toProducts(
    db,
    rows.map(({ shelf, ...product }) => product),
    userId,
  );
  return list.flatMap((product, i) => {
    const shelf = rows[i]!.shelf;
    if (!isShelf(shelf)) return [];
    return [
      {
        sku: product.sku,
        shelf,
        product,
        isRequestable: product.isRequestable,
        isDownloadable: product.isDownloadable,
        coverImageUri: coverImageUri(product, SHELF_COVER_HEIGHT),
      },
    ];
  });
}

/**
 * Puts titles on a shelf (seed 2, "Shelves and collections"): the choice is exclusive, so a title leaves its old
 * shelf and goes to the end of the chosen one; a title already there keeps its place; Clear takes the titles off
 * every shelf. Unknown skus: 400 naming body[i], nothing written. Runs in the caller's transaction.
 */
export async function setShelf(tx: Tx, userId: number, choice: ShelfChoice, skus: string[]): Promise<void> {
  await checkSkus(tx, skus, 'body');
  const unique = [...new Set(skus)];
  // One shelf change of a user at a time: sequences stay unique per shelf.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const mine = and(eq(shelfEntries.userId, userId), inArray(shelfEntries.sku, unique));
  if (choice === CLEAR_SHELF) {
    await tx.delete(shelfEntries).where(mine);
    return;
  }
  const already = new Set(
    (await tx.select({ sku: shelfEntries.sku, shelf: shelfEntries.shelf }).from(shelfEntries).where(mine))
      .filter((e) => e.shelf === choice)
      .map((e) => e.sku),
  );
  const moving = unique.filter((sku) => !already.has(sku));
  if (!moving.length) return;
  const [last] = await tx
    .select({ max: sql<number | null>`max(${shelfEntries.sequence})` })
    .from(shelfEntries)
    .where(and(eq(shelfEntries.userId, userId), eq(shelfEntries.shelf, choice)));
  const first = (last?.max ?? -1) + 1;
  await tx
    .insert(shelfEntries)
    .values(moving.map((sku, i) => ({ userId, sku, shelf: choice, sequence: first + i })))
    .onConflictDoUpdate({
      target: [shelfEntries.userId, shelfEntries.sku],
      set: { shelf: sql`excluded.shelf`, sequence: sql`excluded.sequence`, addedAt: sql`now()` },
    });
}
