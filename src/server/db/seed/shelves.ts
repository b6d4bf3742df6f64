import type { Random } from '../../../shared/domain/random.ts';
import type { Shelf } from '../../../shared/domain/shelves.ts';
import type { Tx } from '../client.ts';
import { shelfEntries } from '../schema/shelves.ts';
import type { GeneratedTitle } from './titles.ts';

/** The demo account's shelves: a few titles on every shelf, so Your Books and the title page show some at once. */
const DEMO_SHELVES: Shelf[] = [
  'AnticipatingHigh',
  'AnticipatingMild',
  'CurrentlyReading',
  'CurrentlyReading',
  'FinishedReading',
  'FinishedReading',
  'DidntFinish',
  'Favorites',
  'Favorites',
];

export async function insertDemoShelves(tx: Tx, rnd: Random, titles: GeneratedTitle[], demoUserId: number | undefined): Promise<number> {
  if (demoUserId === undefined) return 0;
  const chosen = rnd.sample(titles, Math.min(DEMO_SHELVES.length, titles.length));
  const rows = chosen.map((t, i) => {
    const shelf = DEMO_SHELVES[i]!;
    return { userId: demoUserId, sku: t.row.sku, shelf, sequence: DEMO_SHELVES.slice(0, i).filter((s) => s === shelf).length };
  });
  if (rows.length) await tx.insert(shelfEntries).values(rows);
  return rows.length;
}
