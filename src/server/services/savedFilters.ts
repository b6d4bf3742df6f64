import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { savedFilters, type StoredRefinement } from '../db/schema/savedFilters.ts';
import { httpProblem } from '../plugins/problem.ts';
import { FILTER_TYPE_KEYS, type FilterOption, type FilterOptions, type SavedFilter } from '../../shared/contracts/savedFilters.ts';
import { LOOK_OUT_OPTIONS, PUB_DATE_MODES, RELATIVE_DEFAULT, RELATIVE_START_OPTIONS } from '../../shared/domain/pubDateRange.ts';
import { AVAILABILITY_LABELS, type Refinement } from '../../shared/domain/titleFilters.ts';
import { checkRefinements } from './filtersSql.ts';

type Row = typeof savedFilters.$inferSelect;

function stored(refinements: readonly Refinement[]): StoredRefinement[] {
  return refinements.map(({ browseLaneType, code, isExclusion }) => ({ browseLaneType, code, isExclusion }));
}

export function toSavedFilter(row: Row): SavedFilter {
  const browseRefinements = row.refinements.map((r) => ({ viewId: row.id, ...r }));
  const filtersByType: SavedFilter['filtersByType'] = {};
  for (const r of row.refinements) {
    const key = String(FILTER_TYPE_KEYS[r.browseLaneType] ?? r.browseLaneType);
    (filtersByType[key] ??= []).push({ code: r.code, isExclusion: r.isExclusion });
  }
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    definition: JSON.stringify(row.refinements),
    browseRefinements,
    filtersByType,
    updatedDate: row.updatedAt.toISOString(),
  };
}

export async function listSavedFilters(db: Db | Tx, userId: number): Promise<SavedFilter[]> {
  const rows = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.userId, userId), eq(savedFilters.type, 'user')))
    .orderBy(asc(savedFilters.id));
  return rows.map(toSavedFilter);
}

export async function createSavedFilter(tx: Tx, userId: number, name: string, refinements: Refinement[]): Promise<SavedFilter> {
  checkRefinements(refinements, 'definition');
  const [row] = await tx
    .insert(savedFilters)
    .values({ userId, name, refinements: stored(refinements) })
    .returning();
  return toSavedFilter(row!);
}

/** Updates the caller's own filter; unknown or another user's id answers 404 and changes nothing. */
export async function updateSavedFilter(tx: Tx, userId: number, id: number, name: string, refinements: Refinement[]): Promise<SavedFilter> {
  checkRefinements(refinements, 'definition');
  const [row] = await tx
    .update(savedFilters)
    .set({ name, refinements: stored(refinements), updatedAt: sql`now()` })
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId), eq(savedFilters.type, 'user')))
    .returning();
  if (!row) throw httpProblem(404, `no saved filter ${id}`);
  return toSavedFilter(row);
}

export async function deleteSavedFilter(tx: Tx, userId: number, id: number): Promise<void> {
  const gone = await tx
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId), eq(savedFilters.type, 'user')))
    .returning({ id: savedFilters.id });
  if (!gone.length) throw httpProblem(404, `no saved filter ${id}`);
}

type OptionColumn = 'publisher' | 'supplier' | 'format' | 'category' | 'series' | 'publishingStatus';

/** Distinct values of a product column with title counts, most titles first, then by name. */
export async function columnOptions(db: Db | Tx, column: OptionColumn): Promise<FilterOption[]> {
  const col = products[column];
  const rows = await db.select({ code: col, n: count() }).from(products).where(ne(col, '')).groupBy(col).orderBy(desc(count()), asc(col));
  return rows.map((r) => ({ code: r.code, name: r.code, count: r.n }));
}

export async function filterOptions(db: Db | Tx): Promise<FilterOptions> {
  const [publisher, imprint, format, category, series, publishingStatus] = await Promise.all(
    (['publisher', 'supplier', 'format', 'category', 'series', 'publishingStatus'] as const).map((c) => columnOptions(db, c)),
  );
  return {
    publisher: publisher!,
    imprint: imprint!,
    format: format!,
    category: category!,
    series: series!,
    publishingStatus: publishingStatus!,
    reviewCopyAvailability: [
      { code: '-1', name: 'Not Set' },
      { code: '999999', name: 'Review Copy Available' },
      { code: '1', name: AVAILABILITY_LABELS.request },
      { code: '2', name: AVAILABILITY_LABELS.download },
    ],
    pubDateRange: {
      modes: [...PUB_DATE_MODES],
      relativeStartOptions: RELATIVE_START_OPTIONS.map((o) => ({ ...o })),
      lookOutOptions: LOOK_OUT_OPTIONS.map((o) => ({ ...o })),
      relativeDefault: { ...RELATIVE_DEFAULT },
    },
    filterTypeKeys: { ...FILTER_TYPE_KEYS },
  };
}
