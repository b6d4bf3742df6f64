import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { catalogTitles } from '../db/schema/collections.ts';
import { PAGE_SIZE_DEFAULT, type TitleFacets, type TitleFacetsQuery } from '../../shared/contracts/titles.ts';
import { FILTER_SECTION_KEYS, sectionsFromCounts, type FilterSectionKey } from '../../shared/domain/titleFilters.ts';
import { whereOf, type TitleScope } from './filters.ts';
import { availabilityLabelSql } from './titlesAccess.ts';

/** The column of each section with one value per title (markup notes, a list, are counted apart). */
const SECTION_COLUMNS = {
  imprint: 'supplier',
  format: 'format',
  category: 'category',
  series: 'series',
  pubDate: 'pub_date_period_display',
  publishingStatus: 'publishing_status',
  reviewCopyAvailability: 'availability',
} as const satisfies Partial<Record<FilterSectionKey, string>>;

/**
 * The filter drawer's sections and counts for a scope and text search, computed in SQL: the scope's titles are
 * read once (a CTE), then counted per value of each section, markup notes per distinct note ('' for titles without
 * one), and the total. Review copy availability is the caller's.
 */
export async function titleFacets(
  db: Db | Tx,
  scope: TitleScope,
  query: TitleFacetsQuery,
  userId: number | null,
  now = new Date(),
): Promise<TitleFacets> {
  const where = whereOf(scope, { page: 1, pageSize: PAGE_SIZE_DEFAULT, q: query.q }, userId, now);
  const inCatalog =
    scope.catalogId === undefined
      ? sql``
      : sql`join ${catalogTitles} on ${and(eq(catalogTitles.sku, products.sku), eq(catalogTitles.catalogId, scope.catalogId))}`;
  const counts = Object.entries(SECTION_COLUMNS).map(
    ([key, column]) => sql`select ${key}::text as section, ${sql.raw(column)} as value, count(*)::int as n from t group by ${sql.raw(column)}`,
  );
  const result = await db.execute<{ section: string; value: string; n: number }>(sql`
    with t as (
      select ${products.sku} as sku, ${products.supplier} as supplier, ${products.format} as format, ${products.category} as category,
        ${products.series} as series, ${products.pubDatePeriodDisplay} as pub_date_period_display,
        ${products.publishingStatus} as publishing_status, ${availabilityLabelSql(userId)} as availability,
        ${products.markupNotes} as markup_notes
      from ${products} ${inCatalog} ${where ? sql`where ${where}` : sql``}
    )
    ${sql.join(counts, sql` union all `)}
    union all
    select 'markupNotes', coalesce(note.value, ''), count(distinct t.sku)::int from t
      left join lateral (select n->>'value' as value from jsonb_array_elements(t.markup_notes) n) note on true group by 2
    union all
    select 'total', '', count(*)::int from t`);
  const rows = (result as unknown as { rows: Array<{ section: string; value: string; n: number }> }).rows;
  const bySection: Partial<Record<FilterSectionKey, Map<string, number>>> = {};
  let totalCount = 0;
  for (const { section, value, n } of rows) {
    if (section === 'total') totalCount = n;
    else if ((FILTER_SECTION_KEYS as string[]).includes(section)) (bySection[section as FilterSectionKey] ??= new Map()).set(value ?? '', n);
  }
  return { totalCount, sections: sectionsFromCounts(bySection) };
}
