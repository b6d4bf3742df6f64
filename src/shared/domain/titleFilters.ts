/**
 * The filter drawer of seed 2 as pure functions: eight sections with On/Off, Include/Exclude per value,
 * 'No {section}' for titles without a value, a section only when it has more than one distinct value, and a
 * title matches when it satisfies every active section. The server applies the same refinements in SQL.
 */

export const FILTER_SECTIONS = [
  { key: 'imprint', label: 'Imprint / Publisher' },
  { key: 'format', label: 'Format' },
  { key: 'category', label: 'Category' },
  { key: 'series', label: 'Series' },
  { key: 'pubDate', label: 'Published Date Range' },
  { key: 'publishingStatus', label: 'Publishing Status' },
  { key: 'reviewCopyAvailability', label: 'Review Copy Availability' },
  { key: 'markupNotes', label: 'Markup Notes' },
] as const;
export type FilterSectionKey = (typeof FILTER_SECTIONS)[number]['key'];
export const FILTER_SECTION_KEYS = FILTER_SECTIONS.map((s) => s.key) as FilterSectionKey[];

/** Review copy availability labels (seed 2), derived per user. */
export const AVAILABILITY_LABELS = {
  download: 'Available for Download',
  request: 'Available for Request',
  none: 'Review Copy Not Available',
} as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[keyof typeof AVAILABILITY_LABELS];

/** Available for Download if downloadable; else Available for Request if requestable; else Not Available. */
export function availabilityLabel(isDownloadable: boolean, isRequestable: boolean): AvailabilityLabel {
  if (isDownloadable) return AVAILABILITY_LABELS.download;
  if (isRequestable) return AVAILABILITY_LABELS.request;
  return AVAILABILITY_LABELS.none;
}

/** Availability codes of seed 2 (-1 not set, 999999 review copy available, 1 request, 2 download) as labels. */
export function availabilityLabelsForCode(code: string): AvailabilityLabel[] | null {
  switch (code) {
    case '2':
      return [AVAILABILITY_LABELS.download];
    case '1':
      return [AVAILABILITY_LABELS.request];
    case '999999':
      return [AVAILABILITY_LABELS.download, AVAILABILITY_LABELS.request];
    case '-1':
      return null;
    default:
      return (Object.values(AVAILABILITY_LABELS) as string[]).includes(code) ? [code as AvailabilityLabel] : null;
  }
}

/** The fields of a title the drawer reads. */
export interface FilterableTitle {
  supplier: string;
  format: string;
  category: string;
  series: string;
  pubDatePeriodDisplay: string;
  publishingStatus: string;
  markupNotes: ReadonlyArray<{ value: string }>;
  isDownloadable?: boolean;
  isRequestable?: boolean;
}

/** The values a title has in a section ('' stands for "No {section}"); markup notes can give several. */
export function sectionValues(title: FilterableTitle, key: FilterSectionKey): string[] {
  switch (key) {
    case 'imprint':
      return [title.supplier];
    case 'format':
      return [title.format];
    case 'category':
      return [title.category];
    case 'series':
      return [title.series];
    case 'pubDate':
      return [title.pubDatePeriodDisplay];
    case 'publishingStatus':
      return [title.publishingStatus];
    case 'reviewCopyAvailability':
      return [availabilityLabel(Boolean(title.isDownloadable), Boolean(title.isRequestable))];
    case 'markupNotes':
      return title.markupNotes.length ? title.markupNotes.map((n) => n.value) : [''];
  }
}

export function sectionLabel(key: FilterSectionKey): string {
  return FILTER_SECTIONS.find((s) => s.key === key)!.label;
}

/** 'No Format', 'No Series'... for the empty value; the value itself otherwise. */
export function valueLabel(key: FilterSectionKey, value: string): string {
  return value === '' ? `No ${sectionLabel(key)}` : value;
}

export interface FilterValue {
  value: string;
  label: string;
  count: number;
}
export interface FilterSection {
  key: FilterSectionKey;
  label: string;
  values: FilterValue[];
}

/** Per section, how many titles have each value ('' for none; a title counts once per distinct value). */
export type SectionCounts = Partial<Record<FilterSectionKey, ReadonlyMap<string, number>>>;

/** Sections from their value counts: only sections with more than one distinct value; values by label, 'No ...' last. */
export function sectionsFromCounts(counts: SectionCounts): FilterSection[] {
  const sections: FilterSection[] = [];
  for (const { key, label } of FILTER_SECTIONS) {
    const values = counts[key];
    if (!values || values.size <= 1) continue;
    const list = [...values]
      .map(([value, count]) => ({ value, label: valueLabel(key, value), count }))
      .sort((a, b) => (a.value === '' ? 1 : b.value === '' ? -1 : a.label.localeCompare(b.label)));
    sections.push({ key, label, values: list });
  }
  return sections;
}

/** The drawer's sections for a list of titles (what the server's facets answer computes in SQL). */
export function buildFilterSections(titles: readonly FilterableTitle[]): FilterSection[] {
  const counts: Partial<Record<FilterSectionKey, Map<string, number>>> = {};
  for (const { key } of FILTER_SECTIONS) {
    const values = (counts[key] = new Map<string, number>());
    for (const t of titles) for (const v of new Set(sectionValues(t, key))) values.set(v, (values.get(v) ?? 0) + 1);
  }
  return sectionsFromCounts(counts);
}

/** Per section: On/Off and the values switched to Exclude (every other value is included). */
export interface SectionState {
  on: boolean;
  excluded: string[];
}
export type FilterState = Partial<Record<FilterSectionKey, SectionState>>;

export function activeSections(state: FilterState): FilterSectionKey[] {
  return FILTER_SECTION_KEYS.filter((k) => state[k]?.on);
}

/** A title satisfies a section when at least one of its values is included. */
export function matchesSection(title: FilterableTitle, key: FilterSectionKey, section: SectionState): boolean {
  if (!section.on) return true;
  const excluded = new Set(section.excluded);
  return sectionValues(title, key).some((v) => !excluded.has(v));
}

/** A title matches when it satisfies every active section. */
export function titleMatches(title: FilterableTitle, state: FilterState): boolean {
  return activeSections(state).every((k) => matchesSection(title, k, state[k]!));
}

export function filterTitles<T extends FilterableTitle>(titles: readonly T[], state: FilterState): T[] {
  const active = activeSections(state);
  if (!active.length) return [...titles];
  return titles.filter((t) => active.every((k) => matchesSection(t, k, state[k]!)));
}

/** Header text of the drawer: 'No Filters Active' or 'N of M Titles'. */
export function filterSummary(state: FilterState, matching: number, total: number): string {
  return activeSections(state).length ? `${matching} of ${total} Titles` : 'No Filters Active';
}

/** Toggles one value between Include and Exclude. */
export function toggleValue(state: FilterState, key: FilterSectionKey, value: string): FilterState {
  const section = state[key] ?? { on: true, excluded: [] };
  const excluded = section.excluded.includes(value) ? section.excluded.filter((v) => v !== value) : [...section.excluded, value];
  return { ...state, [key]: { ...section, excluded } };
}

export function setSectionOn(state: FilterState, key: FilterSectionKey, on: boolean): FilterState {
  return { ...state, [key]: { excluded: [], ...state[key], on } };
}

/** A browse refinement as the API takes it (query param `filters`, saved filter definitions). */
export interface Refinement {
  browseLaneType: string;
  code: string;
  isExclusion: boolean;
}

/** The drawer state as refinements: one exclusion per excluded value of an active section. */
export function toRefinements(state: FilterState): Refinement[] {
  return activeSections(state).flatMap((k) => state[k]!.excluded.map((code) => ({ browseLaneType: k, code, isExclusion: true })));
}

/**
 * What the server applies for refinements of the drawer's sections: per section, a title's value must be one of
 * the included codes (when any are included) and must not be only excluded codes. Other lane types are ignored here.
 */
export function matchesRefinements(title: FilterableTitle, refinements: readonly Refinement[]): boolean {
  for (const key of FILTER_SECTION_KEYS) {
    const own = refinements.filter((r) => r.browseLaneType === key);
    if (!own.length) continue;
    const expand = (code: string) => (key === 'reviewCopyAvailability' ? (availabilityLabelsForCode(code) ?? []) : [code]);
    const include = new Set(own.filter((r) => !r.isExclusion).flatMap((r) => expand(r.code)));
    const exclude = new Set(own.filter((r) => r.isExclusion).flatMap((r) => expand(r.code)));
    const values = sectionValues(title, key).filter((v) => !exclude.has(v));
    if (!values.length) return false;
    if (include.size && !values.some((v) => include.has(v))) return false;
  }
  return true;
}
