/**
 * Review editor rules (seed 2 sections 4 and 5): states loading, editing, saved (with an optional nominate step);
 * Save is enabled only with an overall rating, and otherwise says why in its tooltip.
 */
export type ReviewEditorState = 'loading' | 'editing' | 'saving' | 'deleting' | 'saved' | 'nominate';

/** How long a nominations save waits before the step closes (seed 3). */
export const NOMINATIONS_CLOSE_MS = 750;
/** Review text area rows, and the cards' line clamp (seed 2 section 9). */
export const REVIEW_TEXT_ROWS = 8;
export const REVIEW_CARD_LINES = 3;
/** Longest review text the API takes. */
export const REVIEW_TEXT_MAX = 20_000;

/** The seed's Save tooltips. */
export const SAVE_TOOLTIPS = {
  overallRequired: 'Overall rating is required',
  loadingGenres: 'Loading genre community options',
  cannotSave: 'Cannot save',
  deleting: 'Deleting...',
} as const;
export type SaveBlock = keyof typeof SAVE_TOOLTIPS;

export interface SaveInputs {
  state: ReviewEditorState;
  overall: number | null;
  genresLoading: boolean;
}

/** Why Save is disabled (the tooltip's key), or null when it is enabled. */
export function saveBlock({ state, overall, genresLoading }: SaveInputs): SaveBlock | null {
  if (state === 'deleting') return 'deleting';
  if (state !== 'editing') return 'cannotSave';
  if (overall === null) return 'overallRequired';
  if (genresLoading) return 'loadingGenres';
  return null;
}

/** The Reset button of the text step shows once the text differs from what was loaded. */
export function isTextEdited(loaded: string, current: string): boolean {
  return loaded !== current;
}
