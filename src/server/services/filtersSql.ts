import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { decodePubDateRange, PUB_DATE_LANE, pubDateBounds } from '../../shared/domain/pubDateRange.ts';
import { availabilityLabelsForCode, FILTER_SECTION_KEYS, type Refinement } from '../../shared/domain/titleFilters.ts';
import { availabilityLabelSql } from './titlesAccess.ts';

/** Lane types the API understands: the eight drawer sections, publisher, and the saved filters' pub-date range. */
export const KNOWN_LANE_TYPES = [...FILTER_SECTION_KEYS, 'publisher', PUB_DATE_LANE] as const;
/** Lane types of seed 2's filter type keys that our catalogue has no data for: accepted, and they match nothing extra. */
const IGNORED_LANE_TYPES = new Set(['ageRange', 'lexile', 'dewey', 'subrights', 'edition']);

const COLUMN: Record<string, SQL | (typeof products)[keyof typeof products]> = {
  imprint: products.supplier,
  publisher: products.publisher,
  format: products.format,
  category: products.category,
  series: products.series,
  pubDate: products.pubDatePeriodDisplay,
  publishingStatus: products.publishingStatus,
};

/** Checks refinements; the problem names `field` (filters, definition) and the bad item. */
export function checkRefinements(refinements: readonly Refinement[], field: string): void {
  refinements.forEach((r, i) => {
    if (!(KNOWN_LANE_TYPES as readonly string[]).includes(r.browseLaneType) && !IGNORED_LANE_TYPES.has(r.browseLaneType)) {
      throw fieldProblem(
        `${field}[${i}].browseLaneType`,
        `unknown browseLaneType ${JSON.stringify(r.browseLaneType)}; use one of ${KNOWN_LANE_TYPES.join(', ')}`,
      );
    }
    if (r.browseLaneType === PUB_DATE_LANE && !decodePubDateRange(r.code)) {
      throw fieldProblem(
        `${field}[${i}].code`,
        'a pubDateRange code is frontlist, backlist, relative:{months}:{lookOut} or absolute:MM/DD/YYYY:MM/DD/YYYY',
      );
    }
    if (r.browseLaneType === 'reviewCopyAvailability' && availabilityLabelsForCode(r.code) === null && r.code !== '-1') {
      throw fieldProblem(`${field}[${i}].code`, 'a reviewCopyAvailability code is 2, 1, 999999, -1 or an availability label');
    }
  });
}

/** Qualified: used inside subqueries. */
const MARKUP_NOTES = sql.raw('"products"."markup_notes"');

function markupNotesCondition(include: string[], exclude: string[]): SQL {
  const parts: SQL[] = [];
  if (exclude.length) {
    const excluded = sql.join(
      exclude.map((v) => sql`${v}`),
      sql`, `,
    );
    parts.push(sql`(exists (select 1 from jsonb_array_elements(${MARKUP_NOTES}) n where n->>'value' not in (${excluded}))
      or (jsonb_array_length(${MARKUP_NOTES}) = 0 and '' not in (${excluded})))`);
  }
  if (include.length) {
    const included = sql.join(
      include.map((v) => sql`${v}`),
      sql`, `,
    );
    parts.push(sql`(exists (select 1 from jsonb_array_elements(${MARKUP_NOTES}) n where n->>'value' in (${included}))
      or (jsonb_array_length(${MARKUP_NOTES}) = 0 and '' in (${included})))`);
  }
  return and(...parts)!;
}

/**
 * SQL of refinements (checked first): per lane type, a title's value must be one of the included codes (when any)
 * and not an excluded one; pub-date ranges bound the publication date; every lane type must hold.
 */
export function refinementsSql(refinements: readonly Refinement[], userId: number | null, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  const lanes = new Set(refinements.map((r) => r.browseLaneType));
  for (const lane of lanes) {
    const own = refinements.filter((r) => r.browseLaneType === lane);
    if (lane === PUB_DATE_LANE) {
      for (const r of own) {
        const { from, to } = pubDateBounds(decodePubDateRange(r.code)!, now);
        const inside = and(from ? sql`${products.pubDate} >= ${from}` : undefined, to ? sql`${products.pubDate} <= ${to}` : undefined);
        if (inside) conditions.push(r.isExclusion ? sql`not coalesce(${inside}, false)` : inside);
      }
      continue;
    }
    const expand = (code: string) => (lane === 'reviewCopyAvailability' ? (availabilityLabelsForCode(code) ?? []) : [code]);
    // A "not set" availability refinement (-1) is no refinement.
    const usable = own.filter((r) => lane !== 'reviewCopyAvailability' || r.code !== '-1');
    const include = [...new Set(usable.filter((r) => !r.isExclusion).flatMap((r) => expand(r.code)))];
    const exclude = [...new Set(usable.filter((r) => r.isExclusion).flatMap((r) => expand(r.code)))];
    if (!include.length && !exclude.length) continue;
    if (lane === 'markupNotes') {
      conditions.push(markupNotesCondition(include, exclude));
      continue;
    }
    const column = lane === 'reviewCopyAvailability' ? availabilityLabelSql(userId) : COLUMN[lane];
    if (!column) continue;
    if (include.length) conditions.push(inArray(column as SQL, include));
    if (exclude.length) conditions.push(notInArray(column as SQL, exclude));
  }
  return conditions.length ? and(...conditions) : undefined;
}
