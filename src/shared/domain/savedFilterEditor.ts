/**
 * The saved-filter editors of seed 2 as pure functions: a name, the pub-date editor (none, frontlist, backlist,
 * relative or absolute timeframe), the review copy (DRC) availability filter and the standard filter types with
 * Include or Exclude per item. The editor state is read from a filter's refinements and written back to them.
 */
import {
  absoluteDefault,
  decodePubDateRange,
  encodePubDateRange,
  parseMdy,
  PUB_DATE_LANE,
  RELATIVE_DEFAULT,
  type PubDateMode,
  type PubDateRange,
} from './pubDateRange.ts';
import type { Refinement } from './titleFilters.ts';

/** The standard filter types the editor offers, each a lane type of the API (publisher 1611, imprint 1612, format 1613). */
export const STANDARD_FILTER_TYPES = ['imprint', 'publisher', 'format', 'category', 'series', 'publishingStatus'] as const;
export type StandardFilterType = (typeof STANDARD_FILTER_TYPES)[number];
/** Standard filter lists (category and the others) page at 15 per page. */
export const STANDARD_FILTER_PAGE_SIZE = 15;

export const AVAILABILITY_LANE = 'reviewCopyAvailability';
/** DRC availability codes: not set -1, review copy available 999999, available for request 1, available for download 2. */
export const AVAILABILITY_CODES = { notSet: '-1', reviewCopyAvailable: '999999', request: '1', download: '2' } as const;
const AVAILABILITY_CODE_LIST: readonly string[] = Object.values(AVAILABILITY_CODES);

export type Choice = 'include' | 'exclude' | null;
export interface StandardChoices {
  include: string[];
  exclude: string[];
}

/** The pub-date editor keeps the relative and absolute fields while another mode is chosen. */
export interface PubDateEditor {
  mode: PubDateMode;
  startMonths: number;
  lookOut: string;
  /** MM/DD/YYYY as typed. */
  from: string;
  to: string;
}

export interface SavedFilterEditorState {
  name: string;
  pubDate: PubDateEditor;
  /** One of AVAILABILITY_CODES; not set (-1) is no refinement. */
  availability: string;
  standard: Record<StandardFilterType, StandardChoices>;
  /** Refinements no editor shows (markup notes, the drawer's sections): saved back unchanged. */
  other: Refinement[];
}

function isStandardType(value: string): value is StandardFilterType {
  return (STANDARD_FILTER_TYPES as readonly string[]).includes(value);
}

/** The pub-date editor for a range: the defaults (today and 2 weeks; now to one month out) fill the other modes. */
export function pubDateEditorOf(range: PubDateRange, now: Date = new Date()): PubDateEditor {
  const { from, to } = absoluteDefault(now);
  const editor: PubDateEditor = { mode: range.mode, startMonths: RELATIVE_DEFAULT.startMonths, lookOut: RELATIVE_DEFAULT.lookOut, from, to };
  if (range.mode === 'relative') return { ...editor, startMonths: range.startMonths, lookOut: range.lookOut };
  if (range.mode === 'absolute') return { ...editor, from: range.from, to: range.to };
  return editor;
}

/** The editor state of a filter (a new one has no refinements). */
export function editorFromRefinements(name: string, refinements: readonly Refinement[], now: Date = new Date()): SavedFilterEditorState {
  const standard = Object.fromEntries(STANDARD_FILTER_TYPES.map((type) => [type, { include: [], exclude: [] }])) as unknown as Record<
    StandardFilterType,
    StandardChoices
  >;
  let range: PubDateRange = { mode: 'none' };
  let availability: string = AVAILABILITY_CODES.notSet;
  const other: Refinement[] = [];
  for (const r of refinements) {
    const decoded = r.browseLaneType === PUB_DATE_LANE && !r.isExclusion ? decodePubDateRange(r.code) : null;
    if (decoded && range.mode === 'none') range = decoded;
    else if (r.browseLaneType === AVAILABILITY_LANE && !r.isExclusion && AVAILABILITY_CODE_LIST.includes(r.code) && availability === '-1') {
      availability = r.code;
    } else if (isStandardType(r.browseLaneType)) {
      const list = r.isExclusion ? standard[r.browseLaneType].exclude : standard[r.browseLaneType].include;
      if (!list.includes(r.code)) list.push(r.code);
    } else other.push({ browseLaneType: r.browseLaneType, code: r.code, isExclusion: r.isExclusion });
  }
  return { name, pubDate: pubDateEditorOf(range, now), availability, standard, other };
}

export type PubDateError = 'from' | 'to' | 'order';

/** The range the pub-date editor describes, or what is wrong with its absolute dates (MM/DD/YYYY, from not after to). */
export function pubDateRangeOf(editor: PubDateEditor): { range: PubDateRange } | { error: PubDateError } {
  switch (editor.mode) {
    case 'none':
    case 'frontlist':
    case 'backlist':
      return { range: { mode: editor.mode } };
    case 'relative':
      return { range: { mode: 'relative', startMonths: editor.startMonths, lookOut: editor.lookOut } };
    case 'absolute': {
      const from = parseMdy(editor.from.trim());
      if (!from) return { error: 'from' };
      const to = parseMdy(editor.to.trim());
      if (!to) return { error: 'to' };
      if (from > to) return { error: 'order' };
      return { range: { mode: 'absolute', from: editor.from.trim(), to: editor.to.trim() } };
    }
  }
}

/**
 * The refinements to save: pub-date mode none and availability not set add none; every included and excluded item
 * of the standard types; the refinements no editor shows. Null while the absolute dates are not valid.
 */
export function editorToRefinements(state: SavedFilterEditorState): Refinement[] | null {
  const pubDate = pubDateRangeOf(state.pubDate);
  if ('error' in pubDate) return null;
  const refinements: Refinement[] = [];
  const code = encodePubDateRange(pubDate.range);
  if (code) refinements.push({ browseLaneType: PUB_DATE_LANE, code, isExclusion: false });
  if (state.availability !== AVAILABILITY_CODES.notSet)
    refinements.push({ browseLaneType: AVAILABILITY_LANE, code: state.availability, isExclusion: false });
  for (const type of STANDARD_FILTER_TYPES) {
    const { include, exclude } = state.standard[type];
    refinements.push(...include.map((c) => ({ browseLaneType: type, code: c, isExclusion: false })));
    refinements.push(...exclude.map((c) => ({ browseLaneType: type, code: c, isExclusion: true })));
  }
  return [...refinements, ...state.other];
}

export function choiceOf(state: SavedFilterEditorState, type: StandardFilterType, code: string): Choice {
  const { include, exclude } = state.standard[type];
  if (include.includes(code)) return 'include';
  if (exclude.includes(code)) return 'exclude';
  return null;
}

/** Sets one item to Include, Exclude or neither. */
export function setChoice(state: SavedFilterEditorState, type: StandardFilterType, code: string, choice: Choice): SavedFilterEditorState {
  const include = state.standard[type].include.filter((c) => c !== code);
  const exclude = state.standard[type].exclude.filter((c) => c !== code);
  if (choice === 'include') include.push(code);
  if (choice === 'exclude') exclude.push(code);
  return { ...state, standard: { ...state.standard, [type]: { include, exclude } } };
}

/** Items chosen in a standard type (shown as the section's count). */
export function chosenCount(state: SavedFilterEditorState, type: StandardFilterType): number {
  return state.standard[type].include.length + state.standard[type].exclude.length;
}

/** One page (1-based, clamped) of a standard filter list, 15 per page. */
export function standardPage<T>(items: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / STANDARD_FILTER_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * STANDARD_FILTER_PAGE_SIZE;
  return { items: items.slice(start, start + STANDARD_FILTER_PAGE_SIZE), page: current, pages };
}
