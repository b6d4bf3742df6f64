import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { users } from '../db/schema/identity.ts';
import { shelfEntries } from '../db/schema/shelves.ts';
import type { ShelfItem } from '../../shared/contracts/shelves.ts';
import { CLEAR_SHELF, isShelf, SHELVES, type ShelfChoice } from '../../shared/domain/shelves.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { listColumns, toProduct } from './titles.ts';
import { titleExtrasOfRows, titleFactColumns } from './titlesAccess.ts';

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

/**
 * The caller's shelf items: shelf by shelf in the order of SHELVES, each in sequence order. One statement: the
 * titles with the caller's facts of them (titleFactColumns), so a shelf move answers its shelves in one round trip.
 */
export async function listShelves(db: Db | Tx, userId: number): Promise<ShelfItem[]> {
  const facts = titleFactColumns(db, userId);
  const rows = await db
    .select({ ...listColumns, shelf: shelfEntries.shelf, ...facts.columns })
    .from(shelfEntries)
    .innerJoin(products, eq(products.sku, shelfEntries.sku))
    .leftJoinLateral(facts.summary, sql`true`)
    .where(eq(shelfEntries.userId, userId))
    .orderBy(asc(shelfOrder), asc(shelfEntries.sequence), asc(shelfEntries.sku));
  const extras = titleExtrasOfRows(rows);
  return rows.flatMap(({ shelf, live: _live, approved: _approved, reviewCount: _count, reviewRating: _rating, ...row }) => {
    if (!isShelf(shelf)) return [];
    const product = toProduct(row, extras, true);
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
 * every shelf. Unknown skus: 400 naming body[i], nothing written. Runs in the caller's transaction, in two
 * statements: the user's row locked with the check of the skus, then one write.
 */
export async function setShelf(tx: Tx, userId: number, choice: ShelfChoice, skus: string[]): Promise<void> {
  const unique = [...new Set(skus)];
  // One shelf change of a user at a time: sequences stay unique per shelf. The check of the skus rides along.
  const [locked] = await tx
    .select({
      known: unique.length
        ? sql<string[] | null>`(select json_agg(${products.sku}) from ${products} where ${inArray(products.sku, unique)})`
        : sql<string[] | null>`null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const known = new Set(locked?.known ?? []);
  const missing = skus.findIndex((sku) => !known.has(sku));
  if (missing >= 0) throw fieldProblem(`body[${missing}]`, `no title with sku ${skus[missing]}`);
  if (!unique.length) return;
  if (choice === CLEAR_SHELF) {
    await tx.delete(shelfEntries).where(and(eq(shelfEntries.userId, userId), inArray(shelfEntries.sku, unique)));
    return;
  }
  // After the lock (a statement of its own, so this one sees every change committed before it): the titles go after
  // the shelf's last one in the order given; a title already on this shelf is left as it is (its place kept).
  const next = sql`(select coalesce(max(${shelfEntries.sequence}), -1) + 1 from ${shelfEntries}
    where ${shelfEntries.userId} = ${userId} and ${shelfEntries.shelf} = ${choice})`;
  await tx
    .insert(shelfEntries)
    .values(unique.map((sku, i) => ({ userId, sku, shelf: choice, sequence: sql`${next} + ${i}` })))
    .onConflictDoUpdate({
      target: [shelfEntries.userId, shelfEntries.sku],
      set: { shelf: sql`excluded.shelf`, sequence: sql`excluded.sequence`, addedAt: sql`now()` },
      setWhere: sql`${shelfEntries.shelf} <> excluded.shelf`,
    });
}
