import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_LABELS,
  availabilityLabel,
  buildFilterSections,
  filterSummary,
  sectionsFromCounts,
  filterTitles,
  matchesRefinements,
  setSectionOn,
  titleMatches,
  toggleValue,
  toRefinements,
  type FilterableTitle,
} from './titleFilters.ts';

const base: FilterableTitle = {
  supplier: 'Lanternfish Press',
  format: 'Hardcover',
  category: 'Fiction / Literary',
  series: '',
  pubDatePeriodDisplay: 'Spring 2026',
  publishingStatus: 'Active',
  markupNotes: [],
};
const a = { ...base, id: 'a' };
const b = { ...base, id: 'b', format: 'Paperback', series: 'The Saltmarsh Quartet', markupNotes: [{ value: 'Staff pick' }] };
const c = { ...base, id: 'c', format: 'Paperback', isRequestable: true, markupNotes: [{ value: 'Staff pick' }, { value: 'Debut' }] };

describe('filter drawer sections', () => {
  it('shows a section only when it has more than one distinct value, with counts and No {section}', () => {
    const sections = buildFilterSections([a, b, c]);
    expect(sections.map((s) => s.key)).toEqual(['format', 'series', 'reviewCopyAvailability', 'markupNotes']);
    expect(sections.find((s) => s.key === 'format')!.values).toEqual([
      { value: 'Hardcover', label: 'Hardcover', count: 1 },
      { value: 'Paperback', label: 'Paperback', count: 2 },
    ]);
    expect(sections.find((s) => s.key === 'series')!.values.at(-1)).toEqual({ value: '', label: 'No Series', count: 2 });
    expect(sections.find((s) => s.key === 'markupNotes')!.values).toEqual([
      { value: 'Debut', label: 'Debut', count: 1 },
      { value: 'Staff pick', label: 'Staff pick', count: 2 },
      { value: '', label: 'No Markup Notes', count: 1 },
    ]);
    expect(sections.find((s) => s.key === 'reviewCopyAvailability')!.label).toBe('Review Copy Availability');
  });

  it('lists no section when every title has the same values', () => {
    expect(buildFilterSections([a, { ...a }])).toEqual([]);
  });

  it('builds sections from counts (as the server counts them): labels, sorted, No ... last, one-value sections out', () => {
    const sections = sectionsFromCounts({
      format: new Map([
        ['', 2],
        ['Paperback', 5],
        ['Hardcover', 3],
      ]),
      category: new Map([['Poetry', 9]]),
      series: new Map(),
    });
    expect(sections).toEqual([
      {
        key: 'format',
        label: 'Format',
        values: [
          { value: 'Hardcover', label: 'Hardcover', count: 3 },
          { value: 'Paperback', label: 'Paperback', count: 5 },
          { value: '', label: 'No Format', count: 2 },
        ],
      },
    ]);
  });
});

describe('matching', () => {
  it('a title matches when it satisfies every active section', () => {
    let state = toggleValue({}, 'format', 'Hardcover');
    expect(filterTitles([a, b, c], state).map((t) => t.id)).toEqual(['b', 'c']);
    state = toggleValue(state, 'series', '');
    expect(filterTitles([a, b, c], state).map((t) => t.id)).toEqual(['b']);
    expect(titleMatches(c, state)).toBe(false);
  });

  it('an Off section does not filter, and switching it on again keeps its excluded values', () => {
    const state = setSectionOn(toggleValue({}, 'format', 'Paperback'), 'format', false);
    expect(filterTitles([a, b, c], state)).toHaveLength(3);
    expect(filterTitles([a, b, c], setSectionOn(state, 'format', true)).map((t) => t.id)).toEqual(['a']);
  });

  it('a multi-valued section matches while one value is included', () => {
    const state = toggleValue({}, 'markupNotes', 'Staff pick');
    expect(filterTitles([a, b, c], state).map((t) => t.id)).toEqual(['a', 'c']);
  });

  it('toggling a value twice includes it again', () => {
    const state = toggleValue(toggleValue({}, 'format', 'Hardcover'), 'format', 'Hardcover');
    expect(filterTitles([a, b, c], state)).toHaveLength(3);
  });

  it('summarises as No Filters Active or N of M Titles', () => {
    expect(filterSummary({}, 3, 3)).toBe('No Filters Active');
    expect(filterSummary(toggleValue({}, 'format', 'Hardcover'), 2, 3)).toBe('2 of 3 Titles');
  });
});

describe('availability', () => {
  it('derives download, then request, then not available', () => {
    expect(availabilityLabel(true, true)).toBe(AVAILABILITY_LABELS.download);
    expect(availabilityLabel(false, true)).toBe('Available for Request');
    expect(availabilityLabel(false, false)).toBe('Review Copy Not Available');
  });
});

describe('refinements', () => {
  it('turns the drawer state into exclusions the server applies the same way', () => {
    const state = toggleValue(toggleValue({}, 'format', 'Hardcover'), 'markupNotes', '');
    const refinements = toRefinements(state);
    expect(refinements).toEqual([
      { browseLaneType: 'format', code: 'Hardcover', isExclusion: true },
      { browseLaneType: 'markupNotes', code: '', isExclusion: true },
    ]);
    for (const t of [a, b, c]) expect(matchesRefinements(t, refinements)).toBe(titleMatches(t, state));
  });

  it('includes keep only the listed values; availability codes expand to labels', () => {
    expect([a, b, c].filter((t) => matchesRefinements(t, [{ browseLaneType: 'format', code: 'Paperback', isExclusion: false }]))).toEqual([b, c]);
    expect(
      [a, b, c].filter((t) => matchesRefinements(t, [{ browseLaneType: 'reviewCopyAvailability', code: '999999', isExclusion: false }])),
    ).toEqual([c]);
  });
});
