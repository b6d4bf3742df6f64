import { FILTER_SECTION_KEYS, type FilterSectionKey, type Refinement } from '../../../shared/domain/titleFilters.ts';

/**
 * The filter drawer's choices: per section On/Off, and per value Include, Exclude or neither. A section that is
 * Off keeps its choices (switching it On again restores them); only active sections reach the server.
 */
export interface DraftSection {
  on: boolean;
  include: string[];
  exclude: string[];
}
export type FilterDraft = Partial<Record<FilterSectionKey, DraftSection>>;
export type Choice = 'include' | 'exclude' | null;

const EMPTY: DraftSection = { on: false, include: [], exclude: [] };

function isSectionKey(value: string): value is FilterSectionKey {
  return (FILTER_SECTION_KEYS as string[]).includes(value);
}

/** The drawer state of refinements read from the URL: a section with refinements is On. */
export function draftFromRefinements(refinements: readonly Refinement[]): FilterDraft {
  const draft: FilterDraft = {};
  for (const r of refinements) {
    if (!isSectionKey(r.browseLaneType)) continue;
    const section = draft[r.browseLaneType] ?? { on: true, include: [], exclude: [] };
    const list = r.isExclusion ? section.exclude : section.include;
    if (!list.includes(r.code)) list.push(r.code);
    draft[r.browseLaneType] = section;
  }
  return draft;
}

/** The refinements the server applies: the choices of every section that is On. */
export function draftToRefinements(draft: FilterDraft): Refinement[] {
  return FILTER_SECTION_KEYS.flatMap((key) => {
    const section = draft[key];
    if (!section?.on) return [];
    return [
      ...section.include.map((code) => ({ browseLaneType: key, code, isExclusion: false })),
      ...section.exclude.map((code) => ({ browseLaneType: key, code, isExclusion: true })),
    ];
  });
}

export function choiceOf(draft: FilterDraft, key: FilterSectionKey, value: string): Choice {
  const section = draft[key];
  if (section?.include.includes(value)) return 'include';
  if (section?.exclude.includes(value)) return 'exclude';
  return null;
}

/** Sets one value to Include, Exclude or neither; choosing a value switches its section On. */
export function setChoice(draft: FilterDraft, key: FilterSectionKey, value: string, choice: Choice): FilterDraft {
  const section = draft[key] ?? EMPTY;
  const include = section.include.filter((v) => v !== value);
  const exclude = section.exclude.filter((v) => v !== value);
  if (choice === 'include') include.push(value);
  if (choice === 'exclude') exclude.push(value);
  return { ...draft, [key]: { on: choice ? true : section.on, include, exclude } };
}

export function setSectionOn(draft: FilterDraft, key: FilterSectionKey, on: boolean): FilterDraft {
  return { ...draft, [key]: { ...(draft[key] ?? EMPTY), on } };
}

/** How many sections narrow the list (On with at least one choice). */
export function activeSectionCount(draft: FilterDraft): number {
  return FILTER_SECTION_KEYS.filter((key) => {
    const section = draft[key];
    return section?.on && (section.include.length > 0 || section.exclude.length > 0);
  }).length;
}
